import type { ComponentProps } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isStudyHref, localePath } from '../../lib/study-href.ts';

/** Splits an internal href (`/search/books?q=x#top`) into router link parts. */
export function splitHref(href: string): { to: string; search: Record<string, string>; hash?: string } {
  const url = new URL(href, 'http://abhyas.invalid');
  const hash = url.hash.slice(1);
  return { to: url.pathname, search: Object.fromEntries(url.searchParams), ...(hash ? { hash } : {}) };
}

export type InternalLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A router link from a plain href string (menu data, catalog-driven links). Keeps client-side
 * navigation, modifier-click and preloading of the router's `Link`. A public study page (decision
 * 047) is a prerendered document, not a route: its link loads the document, in the interface's language.
 */
export function InternalLink({ href, ...rest }: InternalLinkProps) {
  const { i18n } = useTranslation();
  const study = isStudyHref(href);
  const { to, search, hash } = splitHref(study ? localePath(i18n.resolvedLanguage ?? 'en', href) : href);
  return <Link to={to} search={search} hash={hash} reloadDocument={study} {...rest} />;
}
