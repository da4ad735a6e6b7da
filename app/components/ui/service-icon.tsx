import {
  Award,
  Code,
  Globe,
  type LucideIcon,
  Palette,
  Shield,
  ShoppingCart,
  Smartphone,
  Star,
  TrendingUp,
  Users,
  Zap,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
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
};

/** The spec's icon names; an unknown name falls back to the globe. */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Globe;
  return <Icon aria-hidden="true" className={className} />;
}
