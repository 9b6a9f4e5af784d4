/**
 * Help and usage text without colour codes when stdout is not a terminal (piped into a file, a pager or another
 * program). citty decides once, when it loads, from NO_COLOR: this module runs first (main.ts imports it
 * before citty).
 * @module
 */
if (!process.stdout.isTTY && process.env.NO_COLOR === undefined) process.env.NO_COLOR = '1';
