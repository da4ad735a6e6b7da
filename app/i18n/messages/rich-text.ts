import { defineMessages } from '../define-messages.ts';

/** Toolbar of the rich-text editor of the admin forms. */
export const richTextMessages = defineMessages({
  fr: {
    toolbar: 'Mise en forme',
    bold: 'Gras',
    italic: 'Italique',
    heading2: 'Titre de section',
    heading3: 'Sous-titre',
    bulletList: 'Liste à puces',
    orderedList: 'Liste numérotée',
    blockquote: 'Citation',
    link: 'Lien',
    undo: 'Annuler la dernière modification',
    redo: 'Rétablir',
    link_prompt: 'Adresse du lien (laisser vide pour retirer le lien)',
  },
  en: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading2: 'Section heading',
    heading3: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    link: 'Link',
    undo: 'Undo the last change',
    redo: 'Redo',
    link_prompt: 'Link address (leave empty to remove the link)',
  },
});
