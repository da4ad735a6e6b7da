import {
  ArrowLeftRight,
  DatabaseBackup,
  FileUser,
  FolderSync,
  GraduationCap,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MailCheck,
  Menu,
  MessageSquareReply,
  FileSignature,
  Signpost,
  Settings,
  Timer,
  Users,
  UserSearch,
} from 'lucide-react';
import type { Language } from '#contract/languages.ts';
import type { adminMessages } from '#app/i18n/messages/admin.ts';

type AdminMessageKey = keyof (typeof adminMessages)['fr'];

export interface AdminNavItem {
  to: string;
  /** A text of the back office's messages, or a content kind's own label from its declaration. */
  label: AdminMessageKey | Record<Language, string>;
  icon: LucideIcon;
  /** `admin` items are hidden from editors (the server answers 403 anyway). */
  need: 'content' | 'admin';
  /** The dashboard is active on an exact match only. */
  end?: boolean;
}

export interface AdminNavGroup {
  label: AdminMessageKey;
  items: AdminNavItem[];
}

/** The content kinds' entries (drawn from their declarations), by the group they join. */
export type KindNavItems = Record<'content' | 'inbox', AdminNavItem[]>;

/** A screen at /admin/{path}, named by the text `nav.{path}` (dashes read as underscores). */
const screen = (path: string, icon: LucideIcon, need: AdminNavItem['need'] = 'content'): AdminNavItem => ({
  to: `/admin/${path}`,
  label: `nav.${path.replaceAll('-', '_')}` as AdminMessageKey,
  icon,
  need,
});

/** The back office's navigation: its fixed screens, with each content kind's list in its group. */
export const adminNav = (kinds: KindNavItems): AdminNavGroup[] => [
  {
    label: 'nav.group.content',
    items: [
      { to: '/admin', label: 'nav.dashboard', icon: LayoutDashboard, need: 'content', end: true },
      ...kinds.content,
      screen('media', Images),
      screen('menus', Menu),
      screen('redirects', Signpost),
      screen('money-transfer', ArrowLeftRight),
      screen('study-abroad', GraduationCap),
    ],
  },
  {
    label: 'nav.group.inbox',
    items: [
      screen('messages', Inbox),
      screen('reply-templates', MessageSquareReply),
      screen('quote-settings', FileSignature),
      screen('job-applications', FileUser),
      ...kinds.inbox,
      screen('newsletter', Mail),
    ],
  },
  {
    label: 'nav.group.system',
    items: [
      screen('users', Users, 'admin'),
      screen('settings', Settings, 'admin'),
      screen('mail-outbox', MailCheck, 'admin'),
      screen('backups', DatabaseBackup, 'admin'),
      screen('content-transfer', FolderSync, 'admin'),
      screen('privacy', UserSearch, 'admin'),
      screen('retention', Timer, 'admin'),
      screen('audit-log', History, 'admin'),
    ],
  },
];
