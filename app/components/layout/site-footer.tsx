import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '#app/components/ui/after-first-paint.tsx';
import { Link } from '#app/components/ui/localized-link.tsx';
import type { PublicSettings } from '#contract/schemas/settings.ts';
import { labelSeparator } from '#contract/french-typography.ts';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { commonMessages } from '#app/i18n/messages/common.ts';
import { LanguageLinks } from './language-links.tsx';
import LightModeSwitch from './light-mode-switch.island.tsx';
import { Logo } from './logo.tsx';
import { MenuLink } from './menu-link.tsx';
import type { NavService } from './nav-items.ts';
import type { SiteMenus } from '#contract/schemas/menus.ts';

/** The networks the settings link to, each drawn by its file in public/social/ (WhatsApp is a chat, opened by its own buttons). */
const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram', 'x'] as const;

interface SiteFooterProps {
  settings: PublicSettings;
  /** The footer's columns staff saved, in the page's language. */
  columns: SiteMenus['footer'];
  services: NavService[];
  newsletterForm: ReactNode;
}

function FooterColumn({ column, services }: { column: SiteMenus['footer'][number]; services: NavService[] }) {
  const listed = services.slice(0, column.services);
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.title}</h2>
      <ul className="mt-4 space-y-2">
        {column.links.map((link, index) => (
          <li key={index}>
            <MenuLink link={link} className={() => 'text-slate-300 hover:text-white'} />
          </li>
        ))}
        {listed.map((service) => (
          <li key={service.slug}>
            <Link to={`/services/${service.slug}`} className="text-slate-300 hover:text-white">
              {service.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ settings, columns, services, newsletterForm }: SiteFooterProps) {
  const t = useT(commonMessages);
  const { language } = useLanguage();
  const { contact, social, company } = settings;

  return (
    <footer className="bg-slate-950 text-slate-300">
      {/* Link columns side by side even on a phone: a footer should not be a page of its own. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-5">
        <div className="col-span-2">
          <Link to="/" aria-label={t('nav.logo_home')} className="text-white">
            <Logo />
          </Link>
          <p className="mt-4 max-w-sm">{t('footer.description')}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>
                <span className="sr-only">
                  {t('footer.location')}
                  {labelSeparator(language)}
                </span>
                {contact.address}
              </span>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:text-white">
                <span className="sr-only">
                  {t('footer.phone')}
                  {labelSeparator(language)}
                </span>
                {contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${contact.email}`} className="hover:text-white">
                <span className="sr-only">
                  {t('footer.email')}
                  {labelSeparator(language)}
                </span>
                {contact.email}
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label={t('footer.follow_us')}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={social[network]}
                  aria-label={t(`footer.social.${network}`)}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 hover:bg-brand-700"
                >
                  {/* Files, not marks drawn in every page: fetched once, when the text is on screen (ADR 0060). */}
                  <AfterFirstPaint width={20} height={20} className="size-5">
                    <img
                      src={`/social/${network}.svg`}
                      alt=""
                      width={20}
                      height={20}
                      loading="lazy"
                      className="size-5"
                    />
                  </AfterFirstPaint>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column, index) => (
          <FooterColumn key={index} column={column} services={services} />
        ))}
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-6 border-t border-slate-800 py-8 md:grid-cols-2">
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {t('footer.newsletter.title')}
            </h2>
            <p className="mt-2 text-sm">{t('footer.newsletter.description')}</p>
            {newsletterForm}
          </div>
          <div className="flex flex-col items-start justify-end gap-4 md:items-end">
            <LanguageLinks />
            <LightModeSwitch />
            <p className="text-sm text-slate-400">
              {t('footer.copyright', { year: new Date().getFullYear(), company: company.name })}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
