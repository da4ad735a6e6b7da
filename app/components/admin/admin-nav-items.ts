import {
  ArrowLeftRight,
  Briefcase,
  FileText,
  FileUser,
  FolderKanban,
  GraduationCap,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Layers,
  type LucideIcon,
  Mail,
  MailCheck,
  MessageSquareQuote,
  MessageSquareReply,
  Puzzle,
  Settings,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import type { adminMessages } from '#app/i18n/messages/admin.ts';

type AdminMessageKey = keyof (typeof adminMessages)['fr'];

export interface AdminNavItem {
  to: string;
  label: AdminMessageKey;
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

export const ADMIN_NAV: AdminNavGroup[] = [
  {
    label: 'nav.group.content',
    items: [
      { to: '/admin', label: 'nav.dashboard', icon: LayoutDashboard, need: 'content', end: true },
      { to: '/admin/services', label: 'nav.services', icon: Layers, need: 'content' },
      { to: '/admin/portfolio', label: 'nav.portfolio', icon: FolderKanban, need: 'content' },
      { to: '/admin/blog', label: 'nav.blog', icon: FileText, need: 'content' },
      { to: '/admin/media', label: 'nav.media', icon: Images, need: 'content' },
      { to: '/admin/solutions', label: 'nav.solutions', icon: Puzzle, need: 'content' },
      { to: '/admin/clients', label: 'nav.clients', icon: Briefcase, need: 'content' },
      { to: '/admin/team', label: 'nav.team', icon: UsersRound, need: 'content' },
      { to: '/admin/careers', label: 'nav.careers', icon: UserRound, need: 'content' },
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
      { to: '/admin/testimonials', label: 'nav.testimonials', icon: MessageSquareQuote, need: 'content' },
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
