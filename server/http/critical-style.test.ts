import { describe, expect, it } from 'vitest';
import { createCriticalStyle, criticalRules, onlyWhilePointing, pageTokens, selectorNeeds } from './critical-style.ts';

const STYLESHEET = {
  href: '/assets/root-abc.css',
  css: [
    '@layer theme,base,utilities;',
    '@layer theme{:root,:host{--color-red:red;--color-used:var(--color-blue);--color-blue:blue;--animate-spin:spin 1s linear infinite}}',
    '@layer base{*,:before{box-sizing:border-box}h1,h2{font-size:inherit}table{border-collapse:collapse}}',
    '@layer utilities{.flex{display:flex;box-shadow:var(--tw-shadow)}.grid{display:grid}.md\\:flex{@media (min-width:48rem){display:flex}}',
    '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}.bg-white\\/95{background:#fffffff2}',
    '@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}.hover\\:bold:hover{font-weight:700}}',
    ':is(:where(.group):hover .group-hover\\:text-red){color:var(--color-used)}#contact-form{margin:0}.menu:not(.open){display:none;color:var(--color-used)}',
    '.flex:hover,.flex:active{outline:none}.flex:focus-visible{outline:none}.flex:not(:hover){outline:none}.flex,.flex:hover{color:red}',
    '.animate-spin{animation:var(--animate-spin)}@media print{h1{display:none}}',
    '.flex{transition-property:color;transition-timing-function:ease;transition-duration:var(--tw-duration,.15s)}.flex{--tw-duration:.3s;transition-duration:.3s}}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@keyframes spin{to{transform:rotate(360deg)}}',
    '@keyframes pulse{50%{opacity:.5}}',
  ].join(''),
};

const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/assets/root-abc.css"/></head>',
  '<body><h1 class="flex hover:underline">Titre</h1>',
  '<div class="[&amp;_a]:underline bg-white/95 group" id="main"><a href="/">Accueil</a>',
  '<span class="group-hover:text-red menu">x</span></div>',
  '<script type="module" data-islands-runtime="/assets/runtime.js">start()</script></body></html>',
].join('');

describe('what a selector needs on a page', () => {
  it('reads classes with their escapes undone, ids and element names, not attributes or :not()', () => {
    expect(selectorNeeds('.md\\:flex')).toEqual({ classes: ['md:flex'], ids: [], tags: [], fields: [] });
    expect(selectorNeeds('.\\[\\&_a\\]\\:underline a')).toEqual({
      classes: ['[&_a]:underline'],
      ids: [],
      tags: ['a'],
      fields: [],
    });
    expect(selectorNeeds('#contact-form input[type="email"]:focus')).toEqual({
      classes: [],
      ids: ['contact-form'],
      tags: ['input'],
      fields: [],
    });
    expect(selectorNeeds('.menu:not(.open)')).toEqual({ classes: ['menu'], ids: [], tags: [], fields: [] });
    expect(selectorNeeds(':is(:where(.group):hover .group-hover\\:x)')).toEqual({
      classes: ['group', 'group-hover:x'],
      ids: [],
      tags: [],
      fields: [],
    });
    expect(selectorNeeds('.\\31 0\\%')).toEqual({ classes: ['10%'], ids: [], tags: [], fields: [] });
  });

  it('reads the part of a field a pseudo-element names as needing that kind of field', () => {
    expect(selectorNeeds('::-webkit-datetime-edit-year-field').fields).toEqual(['date']);
    expect(selectorNeeds('::-webkit-calendar-picker-indicator').fields).toEqual(['date']);
    expect(selectorNeeds('.file\\:mr-4::file-selector-button').fields).toEqual(['file']);
    expect(selectorNeeds('::-webkit-inner-spin-button').fields).toEqual(['number']);
    expect(selectorNeeds('::-webkit-search-decoration').fields).toEqual(['search']);
    expect(selectorNeeds('::placeholder').fields).toEqual([]);
    expect(selectorNeeds('.x:before').fields).toEqual([]);
  });
});

describe('a selector of a state a pointer puts an element in', () => {
  it('is a pointer on it or pressing it, in the element or a group, but not the focus nor under :not()', () => {
    expect(onlyWhilePointing('.hover\\:underline:hover')).toBe(true);
    expect(onlyWhilePointing(':is(:where(.group):hover .group-hover\\:block)')).toBe(true);
    expect(onlyWhilePointing('.active\\:scale:active')).toBe(true);
    expect(onlyWhilePointing('.focus-visible\\:ring:focus-visible')).toBe(false);
    expect(onlyWhilePointing('.menu:not(:hover)')).toBe(false);
    expect(onlyWhilePointing('.checked\\:bg:checked')).toBe(false);
    expect(onlyWhilePointing('.hover-card')).toBe(false);
  });
});

describe('the classes, ids and elements of a page', () => {
  it('decodes the entities React writes in attributes', () => {
    const tokens = pageTokens(PAGE);
    expect(tokens.classes).toContain('[&_a]:underline');
    expect(tokens.classes).toContain('bg-white/95');
    expect(tokens.ids).toContain('main');
    expect(tokens.tags).toContain('h1');
    expect(tokens.tags).not.toContain('table');
  });
});

describe('the rules a page can use', () => {
  const css = criticalRules(STYLESHEET)(PAGE);

  it('keeps the rules that may style the page at its first paint (no pointer state, no transition, no print), and the custom properties they use, in order', () => {
    expect(css).toBe(
      [
        '@layer theme,base,utilities;',
        '@layer theme{:root,:host{--color-used:var(--color-blue);--color-blue:blue}}',
        '@layer base{*,:before{box-sizing:border-box}h1,h2{font-size:inherit}}',
        '@layer utilities{.flex{display:flex;box-shadow:var(--tw-shadow)}.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}.bg-white\\/95{background:#fffffff2}',
        '.menu:not(.open){display:none;color:var(--color-used)}.flex:focus-visible{outline:none}.flex:not(:hover){outline:none}.flex,.flex:hover{color:red}}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      ].join(''),
    );
  });

  it('keeps an animation’s keyframes only for a page with an element it animates', () => {
    const spinning = criticalRules(STYLESHEET)(PAGE.replace('<h1 class="flex ', '<h1 class="flex animate-spin '));
    expect(spinning).toContain('--animate-spin:spin 1s linear infinite');
    expect(spinning).toContain('.animate-spin{animation:var(--animate-spin)}');
    expect(spinning).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(spinning).not.toContain('@keyframes pulse');
  });

  it('keeps the reset of a field’s own parts only for a page with that kind of field', () => {
    const fields = {
      href: STYLESHEET.href,
      css: [
        '@layer base{::placeholder{opacity:1}::file-selector-button{margin-inline-end:4px}',
        '::-webkit-datetime-edit{display:inline-flex}::-webkit-inner-spin-button{height:auto}}',
      ].join(''),
    };
    const rulesFor = criticalRules(fields);
    const withEmail = PAGE.replace('</h1>', '</h1><input type="email" name="email"/>');
    expect(rulesFor(withEmail)).toBe('@layer base{::placeholder{opacity:1}}');
    expect(rulesFor(withEmail.replace('type="email"', 'type="date"'))).toBe(
      '@layer base{::placeholder{opacity:1}::-webkit-datetime-edit{display:inline-flex}}',
    );
    expect(rulesFor(withEmail.replace('type="email"', 'type="file"'))).toContain('::file-selector-button');
    expect(rulesFor(withEmail.replace('type="email"', 'type="number"'))).toContain('::-webkit-inner-spin-button');
    expect(rulesFor(withEmail.replace('</h1>', '</h1><datalist id="towns"></datalist>'))).toContain(
      '::-webkit-datetime-edit',
    );
  });

  it('keeps a translucent colour written in hex, and leaves its oklab mix to the whole stylesheet', () => {
    const translucent = {
      href: STYLESHEET.href,
      css: [
        '@layer utilities{.bg-white\\/10{background-color:#ffffff1a}',
        '@supports (color:color-mix(in lab,red,red)){.bg-white\\/10{background-color:color-mix(in oklab,#fff 10%,transparent)}}}',
      ].join(''),
    };
    const rules = criticalRules(translucent)(PAGE.replace('<h1 class="flex ', '<h1 class="flex bg-white/10 '));
    expect(rules).toBe('@layer utilities{.bg-white\\/10{background-color:#ffffff1a}}');
  });

  it('keeps the custom properties a style attribute uses, and follows a page that gains a class', () => {
    const rulesFor = criticalRules(STYLESHEET);
    const styled = PAGE.replace('<h1 class=', '<h1 style="color:var(--color-red)" class=');
    expect(rulesFor(styled)).toContain('--color-red:red');
    expect(rulesFor(PAGE)).not.toContain('--color-red');
    // Another page of the same tokens shares the rules; one more class brings its rule.
    expect(rulesFor(PAGE.replace('Titre', 'Autre titre'))).toBe(css);
    expect(rulesFor(PAGE.replace('class="flex ', 'class="flex grid '))).toContain('.grid{display:grid}');
  });
});

describe('a document with its critical style', () => {
  const critical = createCriticalStyle([STYLESHEET]);

  it('inlines the rules, names the file for the boot script, and links it for pages read without script', () => {
    const html = critical(PAGE).toString();
    expect(html).toContain(
      '<style data-critical-style="" data-full-style="/assets/root-abc.css">@layer theme,base,utilities;',
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root-abc.css"/></noscript>');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it('leaves a page with no island (no boot script to switch the file on) as it was', () => {
    const withoutIslands = PAGE.replace(/<script[^>]*>start\(\)<\/script>/, '');
    expect(critical(withoutIslands).toString()).toBe(withoutIslands);
  });
});

describe('Tailwind’s registered properties', () => {
  it('are given by their fallback on every element, unguarded, the registrations left to the whole stylesheet', () => {
    const stylesheet = {
      href: '/assets/root-abc.css',
      css: [
        '@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){',
        '*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000;--tw-kept:1}}}',
        '@layer utilities{.flex{display:flex;box-shadow:var(--tw-shadow),var(--tw-kept)}}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        // One that inherits would not be the same set on every element: it stays registered.
        '@property --tw-kept{syntax:"*";inherits:true;initial-value:1}',
      ].join(''),
    };
    expect(criticalRules(stylesheet)(PAGE)).toBe(
      [
        '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-kept:1}}',
        '@layer utilities{.flex{display:flex;box-shadow:var(--tw-shadow),var(--tw-kept)}}',
        '@property --tw-kept{syntax:"*";inherits:true;initial-value:1}',
      ].join(''),
    );
  });
});
