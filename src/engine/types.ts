/**
 * The documentation engine's data model, shared by parsers, the store, ranking and the backends.
 * @module
 */

/** One block of a parsed page, in document order. */
export type Block =
  /** Prose: a paragraph, list, table or admonition, as plain text (inline code keeps its backticks). */
  | { type: 'text'; text: string }
  /** A code block; `lang` is the fence/directive language when the source gave one. */
  | { type: 'code'; code: string; lang?: string };

/** A heading and the blocks up to the next heading of any level. */
export interface Section {
  /** 1-6; 0 for the preamble before the first heading. */
  level: number;
  heading: string;
  /** Fragment identifier of the heading in the source (without `#`), when known or derivable. */
  anchor?: string;
  blocks: Block[];
}

/** What every format parser returns. */
export interface ParsedPage {
  /** Page title: front matter `title`, HTML `<title>`/first `<h1>`, or the first heading. */
  title?: string;
  /** Front matter `description` or similar, when the format has one. */
  description?: string;
  sections: Section[];
  /** Set when the page only sends its reader elsewhere (an HTML meta refresh with little text): not indexed. */
  redirect?: boolean;
  /** Set when the page is a listing of source code (JSDoc's "Source: command.js" pages): not indexed. */
  sourceListing?: boolean;
  /** Set when the page is a site's template (a Hugo layout, a Jekyll include of Liquid tags): not indexed. */
  template?: boolean;
}

/** One retrievable unit: what ranking scores and an answer shows. */
export interface Snippet {
  kind: 'code' | 'info';
  /** From the heading, or the sentence that introduces the code. */
  title: string;
  /** The prose of the snippet (for code snippets: the prose around the code). */
  description: string;
  /**
   * Code blocks of the snippet, in order; empty for info snippets. `at` is the offset in `description` where
   * the block stood in the source (absent: after the prose).
   */
  code: { lang: string; code: string; at?: number }[];
  /** Heading path from the page title down to this snippet's heading. */
  breadcrumb: string[];
  /** File path (relative to the added root) or URL. */
  source: string;
  /** Heading anchor within the source, without `#`. */
  anchor?: string;
}
