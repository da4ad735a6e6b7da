import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { NodeSelection } from '@tiptap/pm/state';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '#app/i18n/i18n-context.tsx';
import { richTextMessages } from '#app/i18n/messages/rich-text.ts';
import type { Language } from '#contract/languages.ts';
import { cleanPastedHtml } from './rich-text/clean-pasted-html.ts';
import { FigureDialog } from './rich-text/figure-dialog.tsx';
import { type FigureAttributes, LibraryFigure } from './rich-text/library-figure.ts';
import { type LinkChoice, LinkDialog } from './rich-text/link-dialog.tsx';
import { useFormReadOnly } from './form-read-only.tsx';

/**
 * What the editor can produce matches what the server keeps (server/lib/sanitize-rich-text.ts):
 * paragraphs, h2-h4, lists, bold, italic, links, quotes, code, rules and images of the library.
 * Underline and strike would be stripped on save, so they are not offered.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    underline: false,
    strike: false,
    link: {
      openOnClick: false,
      protocols: ['http', 'https', 'mailto', 'tel'],
      defaultProtocol: 'https',
      // A link opens in the same tab unless the editor asks for a new one.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  LibraryFigure,
];

/** How many of the editor's own latest changes are recognised when they come back as `value`. */
const RECENT_EMITS = 50;

type Command =
  | 'bold'
  | 'italic'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo';

const BUTTONS: { command: Command; icon: LucideIcon }[] = [
  { command: 'bold', icon: Bold },
  { command: 'italic', icon: Italic },
  { command: 'heading2', icon: Heading2 },
  { command: 'heading3', icon: Heading3 },
  { command: 'bulletList', icon: List },
  { command: 'orderedList', icon: ListOrdered },
  { command: 'blockquote', icon: Quote },
  { command: 'link', icon: LinkIcon },
  { command: 'image', icon: ImagePlus },
  { command: 'undo', icon: Undo2 },
  { command: 'redo', icon: Redo2 },
];

/** A TipTap editor for HTML bodies with an accessible toolbar; `value` and `onChange` carry HTML. */
export function RichTextEditor({
  id,
  labelledBy,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  lang,
}: {
  id: string;
  /** id of the visible label. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  lang?: string;
}) {
  const t = useT(richTextMessages);
  const textLanguage: Language = lang === 'en' ? 'en' : 'fr';
  const [linkDialog, setLinkDialog] = useState<{ href: string; newTab: boolean; needsText: boolean } | null>(null);
  const [figureDialog, setFigureDialog] = useState<{ editing: FigureAttributes | null } | null>(null);
  // What the editor reported lately: a `value` among them is an echo of typing (it may arrive
  // late, after newer keystrokes), not a reset. Bounded, as bodies can be long.
  const emitted = useRef<string[]>([value]);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    // The page is rendered on the server without the editor; it starts in the browser.
    immediatelyRender: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(lang ? { lang } : {}),
        class:
          'min-h-48 max-w-none px-3 py-2 text-slate-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_figure]:my-3 [&_figure.ProseMirror-selectednode]:outline-2 [&_figure.ProseMirror-selectednode]:outline-brand-600 [&_figure_img]:h-auto [&_figure_img]:max-w-full [&_figure_img]:rounded [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = [...emitted.current.slice(-(RECENT_EMITS - 1)), html];
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A form reset (the stored item loaded, or saved) replaces the content without counting as an edit.
  // Comparing with the last emitted HTML, not the live content, keeps keystrokes typed since then.
  useEffect(() => {
    if (!editor || emitted.current.includes(value)) return;
    emitted.current = [value];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Set on the editable element directly: changing the editor's options while typing (the error
  // clears on the first keystroke) would restart it and drop what was just typed.
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, describedBy, invalid]);

  // A disabled <fieldset> does not reach a contenteditable: a read-only form says so itself (ADR 0038).
  const readOnly = useFormReadOnly();
  useEffect(() => {
    if (!editor) return;
    editor.setEditable(!readOnly, false);
    if (readOnly) editor.view.dom.setAttribute('aria-readonly', 'true');
    else editor.view.dom.removeAttribute('aria-readonly');
  }, [editor, readOnly]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading2: current?.isActive('heading', { level: 2 }) ?? false,
      heading3: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
      image: current?.isActive('libraryFigure') ?? false,
    }),
  });

  function run(command: Command) {
    if (!editor) return;
    const chain = editor.chain().focus();
    switch (command) {
      case 'bold':
        return chain.toggleBold().run();
      case 'italic':
        return chain.toggleItalic().run();
      case 'heading2':
        return chain.toggleHeading({ level: 2 }).run();
      case 'heading3':
        return chain.toggleHeading({ level: 3 }).run();
      case 'bulletList':
        return chain.toggleBulletList().run();
      case 'orderedList':
        return chain.toggleOrderedList().run();
      case 'blockquote':
        return chain.toggleBlockquote().run();
      case 'undo':
        return chain.undo().run();
      case 'redo':
        return chain.redo().run();
      case 'link': {
        const attributes = editor.getAttributes('link') as { href?: string; target?: string | null };
        setLinkDialog({
          href: attributes.href ?? '',
          newTab: attributes.target === '_blank',
          needsText: editor.state.selection.empty && !editor.isActive('link'),
        });
        return;
      }
      case 'image': {
        const { selection } = editor.state;
        const selected = selection instanceof NodeSelection && selection.node.type.name === LibraryFigure.name;
        setFigureDialog({ editing: selected ? (selection.node.attrs as FigureAttributes) : null });
        return;
      }
    }
  }

  function applyLink({ href, newTab, text }: LinkChoice) {
    if (!editor) return;
    const attributes = { href, target: newTab ? '_blank' : null, rel: newTab ? 'noopener noreferrer' : null };
    const chain = editor.chain().focus();
    if (text) chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: attributes }] }).run();
    else chain.extendMarkRange('link').setLink(attributes).run();
  }

  function applyFigure(figure: FigureAttributes, editing: boolean) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editing) chain.updateAttributes(LibraryFigure.name, figure).run();
    else chain.insertContent({ type: LibraryFigure.name, attrs: figure }).run();
  }

  return (
    <div
      className={`rounded-lg border bg-white ${invalid ? 'border-red-700' : 'border-slate-300'} focus-within:border-brand-600`}
    >
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        // The editable element exists once the editor has started in the browser.
        aria-controls={editor ? id : undefined}
        className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
      >
        {BUTTONS.map(({ command, icon: Icon }) => {
          const pressed = command in (active ?? {}) ? Boolean(active?.[command as keyof typeof active]) : undefined;
          return (
            <button
              key={command}
              type="button"
              // A pointer press must not take focus from the text: TipTap gives it back only on the
              // next animation frame, and keystrokes typed in between would land on the button.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
              aria-pressed={pressed}
              disabled={!editor}
              className="rounded p-1.5 text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 disabled:opacity-50"
            >
              <Icon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t(command)}</span>
            </button>
          );
        })}
      </div>
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkDialog !== null}
        onOpenChange={(open) => {
          if (!open) setLinkDialog(null);
        }}
        textLanguage={textLanguage}
        initial={linkDialog ?? { href: '', newTab: false }}
        needsText={linkDialog?.needsText ?? false}
        onApply={applyLink}
        onRemove={
          linkDialog?.href ? () => editor?.chain().focus().extendMarkRange('link').unsetLink().run() : undefined
        }
      />
      <FigureDialog
        open={figureDialog !== null}
        onOpenChange={(open) => {
          if (!open) setFigureDialog(null);
        }}
        textLanguage={textLanguage}
        editing={figureDialog?.editing ?? null}
        onApply={(figure) => applyFigure(figure, figureDialog?.editing != null)}
      />
    </div>
  );
}
