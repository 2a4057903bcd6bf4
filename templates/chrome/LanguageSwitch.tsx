// The language switch: on a page that exists in more than one language, a link to the same page
// in each other language, named in that language (English, हिन्दी) and marked with its lang, so
// screen readers pronounce it right. hreflang tells the link rewriting of other languages'
// pages (pipeline/languages/pages.ts) that it already leads where it should.
import { useRoute, useSite, useT } from '../context.tsx';

export function LanguageSwitch() {
  const site = useSite();
  const route = useRoute();
  const t = useT();
  if (!route.alternates) return null;
  const here = site.language.hreflang;
  const others = site.language.languages.filter((l) => l.hreflang !== here)
    .map((l) => ({ language: l, path: route.alternates!.find((a) => a.hreflang === l.hreflang)?.path }))
    .filter((o): o is { language: typeof o.language; path: string } => o.path !== undefined);
  if (!others.length) return null;
  return (
    <nav className="lang-switch" aria-label={t('Language')}>
      <div className="container lang-switch__inner">
        {others.map(({ language, path }) => (
          <a key={language.code} href={path} hrefLang={language.hreflang} lang={language.code}>{language.name}</a>
        ))}
      </div>
    </nav>
  );
}
