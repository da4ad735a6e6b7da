import {
  ArrowLeftRight,
  FileUser,
  GraduationCap,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MailCheck,
  MessageSquareReply,
  Settings,
  Users,
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

/** The back office's navigation: its fixed screens, with each content kind's list in its group. */
export const adminNav = (kinds: KindNavItems): AdminNavGroup[] => [
  {
    label: 'nav.group.content',
    items: [
      { to: '/admin', label: 'nav.dashboard', icon: LayoutDashboard, need: 'content', end: true },
      ...kinds.content,
      { to: '/admin/media', label: 'nav.media', icon: Images, need: 'content' },
      { to: '/admin/money-transfer', label: 'nav.money_transfer', icon: ArrowLeftRight, need: 'content' },
      { to: '/admin/study-abroad', label: 'nav.study_abroad', icon: GraduationCap, need: 'content' },
    ],
  },
  {
    label: 'nav.group.inbox',
    items: [
      { to: '/admin/messages', label: 'nav.messages', icon: Inbox, need: 'content' },
      { to: '/admin/reply-templates', label: 'nav.reply_templates', icon: MessageSquareReply, need: 'content' },
      { to: '/admin/job-applications', label: 'nav.job_applications', icon: FileUser, need: 'content' },
      ...kinds.inbox,
      { to: '/admin/newsletter', label: 'nav.newsletter', icon: Mail, need: 'content' },
    ],
  },
  {
    label: 'nav.group.system',
    items: [
      { to: '/admin/users', label: 'nav.users', icon: Users, need: 'admin' },
      { to: '/admin/settings', label: 'nav.settings', icon: Settings, need: 'admin' },
      { to: '/admin/mail-outbox', label: 'nav.mail_outbox', icon: MailCheck, need: 'admin' },
      { to: '/admin/audit-log', label: 'nav.audit_log', icon: History, need: 'admin' },
    ],
  },
];
