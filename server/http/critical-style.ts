import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';

/**
 * A public page paints from its own HTML (ADR 0030): the stylesheet's rules that can apply to the
 * page, but for a pointer's states and transitions (ADR 0074), are inlined in its head, and the
 * islands' boot script adds the whole stylesheet after the first paint, for what islands add later
 * and those rules (without script, a <noscript> link brings it).
 */

/** What a selector needs on a page to match anything there: its classes, ids, element names and form fields. */
interface Needs {
  classes: string[];
  ids: string[];
  tags: string[];
  /** The kinds of field whose own parts it styles (FIELD_PARTS). */
  fields: string[];
}

/** What a page is made of, as far as selectors can tell, and the custom properties its style attributes use. */
interface PageTokens {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  fields: Set<string>;
  variables: Set<string>;
}

/**
 * The parts of a form field that exist only on some kinds of field (a date's segments, a file
 * field's button, a number's arrows): the reset Tailwind writes for each is kept only for a page
 * that has such a field, a couple of hundred bytes off every page's first round trip.
 */
const FIELD_PARTS: [part: RegExp, field: string][] = [
  [/^-webkit-(?:datetime-edit.*|date-and-time-value|calendar-picker-indicator)$/, 'date'],
  [/^file-selector-button$/, 'file'],
  [/^-webkit-(?:inner|outer)-spin-button$/, 'number'],
  [/^-webkit-search-decoration$/, 'search'],
];

/** The kind of field each input type is, for FIELD_PARTS; a list of suggestions (<datalist>) counts as a date's, for its picker. */
const FIELD_OF_TYPE: Record<string, string> = {
  date: 'date',
  'datetime-local': 'date',
  month: 'date',
  time: 'date',
  week: 'date',
  file: 'file',
  number: 'number',
  search: 'search',
};

const fieldWithPart = (pseudoElement: string) => FIELD_PARTS.find(([part]) => part.test(pseudoElement))?.[1];

/** A node of the stylesheet: a rule kept if one of its selectors may match, a group kept if one of its rules is. */
type StyleNode =
  | { kind: 'always'; css: string }
  | { kind: 'rule'; css: string; alternatives: Needs[] }
  | { kind: 'group'; open: string; children: StyleNode[] }
  /** A rule that only sets custom properties (Tailwind's theme and defaults): kept to the ones the page uses. */
  | { kind: 'variables'; open: string; alternatives: Needs[]; declarations: { name: string; css: string }[] }
  /** `@property --name`: kept when the page uses the property. */
  | { kind: 'property'; name: string; css: string };

/** An animation's steps, `@keyframes name`: kept when a kept rule, or a custom property it uses, names it. */
interface Keyframes {
  name: string;
  css: string;
}

/** The stylesheet, read once: its nodes, which custom properties each custom property's value uses, its animations. */
interface ParsedStylesheet {
  nodes: StyleNode[];
  variableUses: Map<string, Set<string>>;
  keyframes: Keyframes[];
}

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;

function variablesUsedIn(text: string, into: Set<string>) {
  for (const [, name] of text.matchAll(VARIABLE_USE)) into.add(name ?? '');
  return into;
}

const IDENT_CHAR = /[\w\u00a0-\uffff-]/;
const HEX = /[0-9a-fA-F]/;

/** Reads a CSS identifier at `start`, its escapes undone (`.md\:flex` names the class `md:flex`). */
function readIdent(text: string, start: number): [name: string, end: number] {
  let name = '';
  let index = start;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '\\') {
      let hex = '';
      let next = index + 1;
      while (hex.length < 6 && HEX.test(text[next] ?? '')) hex += text[next++];
      if (hex) {
        name += String.fromCodePoint(parseInt(hex, 16));
        index = text[next] === ' ' ? next + 1 : next;
      } else {
        name += text[index + 1] ?? '';
        index += 2;
      }
    } else if (IDENT_CHAR.test(char)) {
      name += char;
      index += 1;
    } else break;
  }
  return [name, index];
}

/** The index just past the bracket closing the one at `start` (strings and escapes skipped). */
function skipBracket(text: string, start: number): number {
  const open = text[start];
  const close = open === '(' ? ')' : ']';
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '"' || char === "'") index = text.indexOf(char, index + 1);
    else if (char === open) depth += 1;
    else if (char === close && --depth === 0) return index + 1;
    if (index < 0) break;
  }
  return text.length;
}

/** The selectors of a list, split at its top-level commas. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '\\') index += 1;
    else if (char === '(' || char === '[') index = skipBracket(list, index) - 1;
    else if (char === ',') {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * What one selector needs: every class, id and element name outside pseudo-class arguments, and
 * inside `:is()` / `:where()` with one argument (Tailwind's `group-hover`). Anything it cannot read
 * needs nothing, so a rule is dropped only when the page surely lacks what it names.
 */
export function selectorNeeds(selector: string, needs: Needs = { classes: [], ids: [], tags: [], fields: [] }): Needs {
  let atCompoundStart = true;
  for (let index = 0; index < selector.length;) {
    const char = selector[index] ?? '';
    if (char === '.' || char === '#') {
      const [name, end] = readIdent(selector, index + 1);
      if (name) (char === '.' ? needs.classes : needs.ids).push(name);
      index = end;
      atCompoundStart = false;
    } else if (char === ':') {
      const pseudoElement = selector[index + 1] === ':';
      const [name, end] = readIdent(selector, pseudoElement ? index + 2 : index + 1);
      const field = pseudoElement ? fieldWithPart(name) : undefined;
      if (field) needs.fields.push(field);
      index = end;
      if (selector[index] === '(') {
        const close = skipBracket(selector, index);
        const argument = selector.slice(index + 1, close - 1);
        if ((name === 'is' || name === 'where') && splitSelectorList(argument).length === 1) {
          selectorNeeds(argument, needs);
        }
        index = close;
      }
      atCompoundStart = false;
    } else if (char === '[') {
      index = skipBracket(selector, index);
      atCompoundStart = false;
    } else if (char === ' ' || char === '>' || char === '+' || char === '~') {
      index += 1;
      atCompoundStart = true;
    } else if (atCompoundStart && IDENT_CHAR.test(char) && !/\d/.test(char)) {
      const [name, end] = readIdent(selector, index);
      needs.tags.push(name.toLowerCase());
      index = end;
      atCompoundStart = false;
    } else {
      index += 1;
      atCompoundStart = false;
    }
  }
  return needs;
}

/** A pseudo-class that holds only while a pointer is on an element or presses it. */
const POINTER_STATE = /:(?:hover|active)(?![\w-])/;
const NEGATION = /:not\(/g;

/**
 * A selector that matches only while someone points at or presses an element (`hover:`, `active:`,
 * `group-hover:`): nothing it styles is on screen at the first paint, so it waits for the whole
 * stylesheet, which the boot script adds right after that paint. The focus's rules stay: a keyboard
 * may reach a link before the stylesheet does, and its ring must show as the site draws it. Under
 * `:not()` such a state holds at the first paint (`:not(:hover)`), so that selector is kept.
 */
export function onlyWhilePointing(selector: string): boolean {
  let outsideNegations = '';
  let copied = 0;
  for (const match of selector.matchAll(NEGATION)) {
    if (match.index < copied) continue;
    outsideNegations += selector.slice(copied, match.index);
    copied = skipBracket(selector, match.index + 4);
  }
  return POINTER_STATE.test(outsideNegations + selector.slice(copied));
}

/**
 * A declaration of how a change is animated (`transition-colors`, `duration-300`): nothing changes
 * before the first paint, and the islands that change things start once the whole stylesheet applies.
 */
const TRANSITION_PROPERTY = /^(?:transition(?:-[a-z]+)*|--tw-duration|--tw-ease)$/;
const onlyTransitions = (rule: Rule) =>
  rule.nodes.length > 0 && rule.nodes.every((node) => node.type === 'decl' && TRANSITION_PROPERTY.test(node.prop));

/** At-rules whose blocks hold rules; any other at-rule (@property, @keyframes, @font-face) is kept whole. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);

function toStyleNodes(container: Container, variableUses: ParsedStylesheet['variableUses']): StyleNode[] {
  const nodes: StyleNode[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const selectors = splitSelectorList(node.selector);
      if (selectors.every(onlyWhilePointing) || onlyTransitions(node)) return;
      const alternatives = selectors.map((selector) => selectorNeeds(selector));
      const declarations = node.nodes.every((child) => child.type === 'decl' && child.prop.startsWith('--'))
        ? node.nodes.flatMap((child) => (child.type === 'decl' ? [child] : []))
        : null;
      if (!declarations) {
        nodes.push({ kind: 'rule', css: node.toString(), alternatives });
        return;
      }
      for (const declaration of declarations) {
        const uses = variableUses.get(declaration.prop) ?? new Set();
        variableUses.set(declaration.prop, variablesUsedIn(declaration.value, uses));
      }
      nodes.push({
        kind: 'variables',
        open: `${node.selector}{`,
        alternatives,
        declarations: declarations.map((declaration) => ({ name: declaration.prop, css: declaration.toString() })),
      });
    } else if (node.type === 'atrule' && node.name === 'media' && node.params.trim() === 'print') {
      // A page is printed once it has loaded, when the whole stylesheet, print rules included, applies.
      return;
    } else if (node.type === 'atrule' && node.name === 'supports' && node.params.includes('color-mix(')) {
      // A translucent colour mixed in oklab: Tailwind writes the same colour in hex just before, which
      // paints it within two levels of rounding (critical-style.spec.ts); the whole stylesheet brings the mix.
      return;
    } else if (node.type === 'atrule' && node.nodes && GROUPING_AT_RULES.has(node.name)) {
      const prelude = node.params ? `@${node.name} ${node.params}` : `@${node.name}`;
      nodes.push({ kind: 'group', open: `${prelude}{`, children: toStyleNodes(node, variableUses) });
    } else if (node.type === 'atrule' && node.name === 'property') {
      nodes.push({ kind: 'property', name: node.params.trim(), css: node.toString() });
    } else if (node.type === 'atrule' && !node.nodes) {
      // A statement (`@layer components;`): its semicolon belongs to the parent in postcss.
      nodes.push({ kind: 'always', css: `${node.toString()};` });
    } else if (node.type !== 'comment') {
      nodes.push({ kind: 'always', css: node.toString() });
    }
  });
  return nodes;
}

/**
 * Tailwind registers its own custom properties with `@property` (about 3 KB of a page's rules) and,
 * for browsers without it, sets the same initial values on every element in `@layer properties`
 * behind an `@supports`. The inlined rules give every browser that fallback: the same values (none
 * of them inherits), and a page's first round trip a few hundred bytes lighter. The whole
 * stylesheet registers them once it applies.
 */
function withPropertiesAsFallback(root: Root): Root {
  const guards: AtRule[] = [];
  const fallback = new Set<string>();
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'properties' || !layer.nodes) return;
    layer.walkAtRules('supports', (guard) => void guards.push(guard));
    layer.walkDecls((declaration) => void fallback.add(declaration.prop));
  });
  for (const guard of guards) guard.replaceWith(guard.nodes ?? []);
  const registered: AtRule[] = [];
  root.walkAtRules('property', (property) => {
    const inherits = property.nodes?.some(
      (node) => node.type === 'decl' && node.prop === 'inherits' && node.value === 'true',
    );
    if (fallback.has(property.params.trim()) && !inherits) registered.push(property);
  });
  for (const property of registered) property.remove();
  return root;
}

function parseStylesheet(css: string): ParsedStylesheet {
  const root = withPropertiesAsFallback(postcss.parse(css));
  // Where an animation's steps stand among the rules changes nothing: the page's are added after its rules.
  const keyframes: Keyframes[] = [];
  root.each((node) => {
    if (node.type !== 'atrule' || node.name !== 'keyframes') return;
    keyframes.push({ name: node.params.trim(), css: node.toString() });
    node.remove();
  });
  const variableUses = new Map<string, Set<string>>();
  return { nodes: toStyleNodes(root, variableUses), variableUses, keyframes };
}

const has = (names: string[], present: Set<string>) => names.every((name) => present.has(name));

function mayMatch(needs: Needs, page: PageTokens): boolean {
  return (
    has(needs.classes, page.classes) &&
    has(needs.ids, page.ids) &&
    has(needs.tags, page.tags) &&
    has(needs.fields, page.fields)
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `css` names the animation as a value (`animation: spin 1s`, `--animate-spin: spin 1s`), not in a selector. */
const namesAnimation = (css: string, name: string) =>
  new RegExp(`[:\\s,]${escapeRegExp(name)}(?=[\\s;,!}]|$)`).test(css);

/**
 * The rules that may match the page; with `variables`, the custom properties among them, else none
 * (the first pass, which finds the properties the kept rules use).
 */
function keptCss(nodes: StyleNode[], page: PageTokens, variables: Set<string> | null): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'always') css += node.css;
    else if (node.kind === 'rule') {
      if (node.alternatives.some((needs) => mayMatch(needs, page))) css += node.css;
    } else if (node.kind === 'group') {
      const inner = keptCss(node.children, page, variables);
      if (inner) css += `${node.open}${inner}}`;
    } else if (!variables) continue;
    else if (node.kind === 'property') {
      if (variables.has(node.name)) css += node.css;
    } else if (node.alternatives.some((needs) => mayMatch(needs, page))) {
      const used = node.declarations.filter((declaration) => variables.has(declaration.name));
      if (used.length > 0) css += `${node.open}${used.map((declaration) => declaration.css).join(';')}}`;
    }
  }
  return css;
}

/** The custom properties the kept rules and the page's own style attributes use, and those they use in turn. */
function usedVariables(stylesheet: ParsedStylesheet, keptRules: string, page: PageTokens): Set<string> {
  const used = variablesUsedIn(keptRules, new Set(page.variables));
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of stylesheet.variableUses.get(name) ?? []) {
      if (!used.has(next)) {
        used.add(next);
        pending.push(next);
      }
    }
  }
  return used;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeAttribute(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * What a page's HTML says of its make-up, as written: each distinct element name (`<div`) and class,
 * id or style attribute (` class="…"`) once, in the order first met. Pages written alike (the same
 * page at a new address, a list and its next page) read the same, so their rules are looked up
 * without reading the attributes any further.
 */
type PageScan = Set<string>;

/**
 * A tag's opening, one of the attributes selectors read, or a field's type that FIELD_PARTS reads;
 * the other attributes are not matched at all.
 */
const TAG_OR_ATTRIBUTE = new RegExp(
  `<[a-zA-Z][\\w-]*|\\s(?:class|id|style)="[^"]*"|\\stype="(?:${Object.keys(FIELD_OF_TYPE).join('|')})"`,
  'g',
);
const ATTRIBUTE = /^\s(class|id|style|type)="([^"]*)"$/;

// One match of the whole page into strings, then a set: this runs at every render, and is about a
// third quicker than an exec loop that takes each match's groups apart.
const scanPage = (html: string): PageScan => new Set(html.match(TAG_OR_ATTRIBUTE));

/** One string for a scan: pages that read the same get the same rules. */
const scanKey = (scan: PageScan): string => [...scan].join('\n');

function tokensOf(scan: PageScan): PageTokens {
  const page: PageTokens = {
    classes: new Set(),
    ids: new Set(),
    tags: new Set(),
    fields: new Set(),
    variables: new Set(),
  };
  for (const token of scan) {
    if (token.startsWith('<')) {
      const tag = token.slice(1).toLowerCase();
      page.tags.add(tag);
      if (tag === 'datalist') page.fields.add('date');
      continue;
    }
    const [, name, written = ''] = ATTRIBUTE.exec(token) ?? [];
    const value = decodeAttribute(written);
    if (name === 'type') {
      const field = FIELD_OF_TYPE[value];
      if (field) page.fields.add(field);
    } else if (name === 'id') page.ids.add(value);
    else if (name === 'style') variablesUsedIn(value, page.variables);
    else for (const item of value.split(/\s+/)) if (item) page.classes.add(item);
  }
  return page;
}

/** The classes, ids and element names of an HTML document. */
export function pageTokens(html: string): PageTokens {
  return tokensOf(scanPage(html));
}

export interface Stylesheet {
  /** Its address in pages: `/assets/root-….css`. */
  href: string;
  css: string;
}

/** How many token sets keep their rules in memory: the site's pages are far fewer. */
const REMEMBERED_RULE_SETS = 500;

/**
 * The rules of one stylesheet that can apply to a page, ready to inline; remembered per page make-up,
 * as many pages (the same page at another address, a list and its later pages) share theirs.
 */
export function criticalRules(stylesheet: Stylesheet) {
  const parsed = parseStylesheet(stylesheet.css);
  const remembered = new Map<string, string>();
  return (html: string) => {
    const scan = scanPage(html);
    const key = scanKey(scan);
    let rules = remembered.get(key);
    if (rules === undefined) {
      const page = tokensOf(scan);
      const variables = usedVariables(parsed, keptCss(parsed.nodes, page, null), page);
      const kept = keptCss(parsed.nodes, page, variables);
      const animations = parsed.keyframes.filter((keyframes) => namesAnimation(kept, keyframes.name));
      rules = kept + animations.map((keyframes) => keyframes.css).join('');
      if (remembered.size >= REMEMBERED_RULE_SETS) remembered.clear();
      remembered.set(key, rules);
    }
    return rules;
  };
}

/** Strings written one after the other into one buffer: no joined copy of the whole page is made first. */
function utf8Bytes(parts: string[]): Buffer<ArrayBuffer> {
  const bytes = Buffer.allocUnsafe(parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0));
  parts.reduce((offset, part) => offset + bytes.write(part, offset), 0);
  return bytes;
}

/**
 * A document's bytes, its stylesheet links rewritten: the rules the page can use inlined, the file
 * itself named for the boot script to add after the first paint. A page without the boot script (no
 * island) keeps its plain links, so its style never depends on a script.
 */
export function createCriticalStyle(stylesheets: Stylesheet[]) {
  const sheets = stylesheets.map((stylesheet) => ({
    link: `<link rel="stylesheet" href="${stylesheet.href}"/>`,
    href: stylesheet.href,
    rulesFor: criticalRules(stylesheet),
  }));
  return (html: string): Buffer<ArrayBuffer> => {
    if (!html.includes('data-islands-runtime=')) return Buffer.from(html);
    const found = sheets
      .map((sheet) => ({ ...sheet, at: html.indexOf(sheet.link) }))
      .filter(({ at }) => at !== -1)
      .sort((a, b) => a.at - b.at);
    const parts: string[] = [];
    let copied = 0;
    for (const { link, href, rulesFor, at } of found) {
      // The rules are chosen only for a page that links this stylesheet.
      parts.push(
        html.slice(copied, at),
        `<style data-critical-style="" data-full-style="${href}">${rulesFor(html)}</style>`,
        `<noscript>${link}</noscript>`,
      );
      copied = at + link.length;
    }
    parts.push(html.slice(copied));
    return utf8Bytes(parts);
  };
}

export type CriticalStyle = ReturnType<typeof createCriticalStyle>;

/** The built client's stylesheets (build/client/assets/*.css), read once at start. */
export function builtStylesheets(clientDir: string): Stylesheet[] {
  const assets = path.join(clientDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ href: `/assets/${file}`, css: readFileSync(path.join(assets, file), 'utf8') }));
}
