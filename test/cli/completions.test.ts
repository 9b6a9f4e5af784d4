/** `libdocs completions <shell>`: bash completes for real; every script names every command and option. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SUBCOMMANDS } from '../../src/config.ts';
import { runCli, tempDir } from '../helpers.ts';

const script = (shell: string) => {
  const result = runCli(['completions', shell]);
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
};

test('bash: commands, their options, option values and files complete', () => {
  const file = join(tempDir(), 'libdocs.bash');
  writeFileSync(file, script('bash'));
  const complete = (...words: string[]) => {
    const setup = `source ${JSON.stringify(file)}; COMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')}); COMP_CWORD=${words.length - 1}; _libdocs; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const result = spawnSync('bash', ['-c', setup], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout.trim().split('\n').filter(Boolean);
  };
  assert.deepEqual(complete('libdocs', 'qu'), ['query']);
  assert.deepEqual(complete('libdocs', 'add', '--ver'), ['--version']);
  assert.deepEqual(complete('libdocs', '--transport', ''), ['stdio', 'http']);
  assert.deepEqual(complete('libdocs', '--tra'), ['--transport']);
  assert.deepEqual(complete('libdocs', 'setup', '--wr'), ['--write']);
  assert.ok(complete('libdocs', 'add', 'READ').includes('README.md'), 'add completes file names');
});

test('zsh, fish and PowerShell scripts cover every command and the server options; syntax-checked where the shell exists', (t) => {
  for (const shell of ['zsh', 'fish', 'powershell']) {
    const text = script(shell);
    for (const command of SUBCOMMANDS) assert.match(text, new RegExp(`\\b${command}\\b`), `${shell}: ${command}`);
    for (const flag of ['transport', 'port', 'api-key', 'data-dir']) assert.match(text, new RegExp(flag), `${shell}: --${flag}`);
    const checker = { zsh: ['zsh', '-n'], fish: ['fish', '--no-execute'], powershell: undefined }[shell];
    if (!checker) continue;
    const file = join(tempDir(), `libdocs.${shell}`);
    writeFileSync(file, text);
    const result = spawnSync(checker[0]!, [...checker.slice(1), file], { encoding: 'utf8' });
    if (result.error) t.diagnostic(`${shell} is not installed: syntax not checked`);
    else assert.equal(result.status, 0, `${shell}: ${result.stderr}`);
  }
});

test('an unknown or missing shell is a usage error', () => {
  const result = runCli(['completions', 'tcsh']);
  assert.equal(result.status, 2);
  assert.match(result.stderr, /Name the shell: libdocs completions <bash\|zsh\|fish\|powershell> \(got "tcsh"\)/);
});
