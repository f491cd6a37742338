import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo.tsx';
import { PlainIcon, PlainLink } from '../../../components/plain-ui.tsx';
import './auth-layout.css';

// Drawn without MUI: the sign-in page is the first page, and loads neither MUI nor emotion
// (docs/decisions/0029-sign-in-page-without-mui.md). The other auth pages draw their forms with MUI inside it.

/** MUI's MyLocationOutlined, CampaignOutlined and FactCheckOutlined. */
const features = [
  {
    id: 'track',
    icon: 'M12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m8.94 3c-.46-4.17-3.77-7.48-7.94-7.94V1h-2v2.06C6.83 3.52 3.52 6.83 3.06 11H1v2h2.06c.46 4.17 3.77 7.48 7.94 7.94V23h2v-2.06c4.17-.46 7.48-3.77 7.94-7.94H23v-2zM12 19c-3.87 0-7-3.13-7-7s3.13-7 7-7 7 3.13 7 7-3.13 7-7 7',
  },
  {
    id: 'alerts',
    icon: 'M18 11v2h4v-2zm-2 6.61c.96.71 2.21 1.65 3.2 2.39.4-.53.8-1.07 1.2-1.6-.99-.74-2.24-1.68-3.2-2.4-.4.54-.8 1.08-1.2 1.61M20.4 5.6c-.4-.53-.8-1.07-1.2-1.6-.99.74-2.24 1.68-3.2 2.4.4.53.8 1.07 1.2 1.6.96-.72 2.21-1.65 3.2-2.4M4 9c-1.1 0-2 .9-2 2v2c0 1.1.9 2 2 2h1v4h2v-4h1l5 3V6L8 9zm5.03 1.71L11 9.53v4.94l-1.97-1.18-.48-.29H4v-2h4.55zM15.5 12c0-1.33-.58-2.53-1.5-3.35v6.69c.92-.81 1.5-2.01 1.5-3.34',
  },
  {
    id: 'reports',
    icon: [
      'M20 3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H4V5h16z',
      'M19.41 10.42 17.99 9l-3.17 3.17-1.41-1.42L12 12.16 14.82 15zM5 7h5v2H5zm0 4h5v2H5zm0 4h5v2H5z',
    ],
  },
] as const;

function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <aside className="wp-auth-brand" aria-label={t('layout.about')}>
      <div className="wp-auth-brand-inner">
        <span className="wp-overline">{t('layout.overline')}</span>
        <p className="wp-auth-pitch-title">{t('layout.tagline')}</p>
        <p className="wp-body1 wp-auth-pitch">{t('layout.pitch')}</p>
        <ul className="wp-auth-features">
          {features.map(({ id, icon }) => (
            <li key={id}>
              <div className="wp-auth-feature-icon">
                <PlainIcon d={icon} />
              </div>
              <div>
                <p className="wp-body1 wp-auth-feature-title">{t(`layout.features.${id}.title`)}</p>
                <p className="wp-body2 wp-auth-feature-text">{t(`layout.features.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/**
 * Bare layout of the sign-in, sign-up and password pages (docs/product/access-and-roles.md#screens-and-routes: no navbar, toolbar or footer): the form
 * column with the logo and a heading, and the brand panel beside it on wide screens.
 */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="wp-auth">
      <main className="wp-auth-main">
        <div className="wp-auth-column">
          <Logo size={40} />
          <p className="wp-body2 wp-auth-tagline">{t('layout.tagline')}</p>
          <h1 className="wp-h4 wp-auth-title">{title}</h1>
          {intro ? <p className="wp-body1 wp-auth-intro">{intro}</p> : null}
          <div className="wp-auth-body">{children}</div>
        </div>
      </main>
      <BrandPanel />
    </div>
  );
}

/** The line under an auth page's title: a sentence, then a link to the page the visitor may have meant. */
export function AuthIntro({ text, linkTo, linkLabel }: { text: string; linkTo: string; linkLabel: string }) {
  return (
    <>
      {text} <PlainLink to={linkTo}>{linkLabel}</PlainLink>
    </>
  );
}
