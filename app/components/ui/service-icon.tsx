import {
  Clock,
  CreditCard,
  FolderKanban,
  ArrowLeftRight,
  Award,
  Code,
  Eye,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  HeartHandshake,
  Lightbulb,
  type LucideIcon,
  MapPin,
  Megaphone,
  MessageSquare,
  Palette,
  Scale,
  Server,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Sprout,
  Star,
  Target,
  TrendingUp,
  Users,
  Zap,
} from 'lucide-react';
import type { SERVICE_ICONS } from '#contract/constants.ts';

type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** The glyph of each icon name a service or solution may declare: the same on its card, its page and its picture. */
export const SERVICE_ICON_GLYPHS: Record<ServiceIconName, LucideIcon> = {
  code: Code,
  smartphone: Smartphone,
  palette: Palette,
  'shopping-cart': ShoppingCart,
  'trending-up': TrendingUp,
  users: Users,
  Globe,
  Zap,
  Shield,
  Award,
  Star,
  server: Server,
  megaphone: Megaphone,
  'graduation-cap': GraduationCap,
  'arrow-left-right': ArrowLeftRight,
  'map-pin': MapPin,
  lightbulb: Lightbulb,
  headset: Headset,
  target: Target,
  eye: Eye,
  handshake: Handshake,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  scale: Scale,
  'heart-handshake': HeartHandshake,
  'folder-kanban': FolderKanban,
  'credit-card': CreditCard,
  sprout: Sprout,
  clock: Clock,
  'message-square': MessageSquare,
};

/** The spec's icon names; an unknown name falls back to the globe. */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = SERVICE_ICON_GLYPHS[name as ServiceIconName] ?? Globe;
  return <Icon aria-hidden="true" className={className} />;
}
