import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { WebsiteHeader } from './website-header.tsx';

describe('WebsiteHeader', () => {
  it('shows the marketing links in order with For Schools when the language is English', async () => {
    renderWithApp(<WebsiteHeader kind="website-en" locale="en" signedIn={false} />);
    const nav = await screen.findByRole('navigation', { name: 'Abhyas for' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Student', 'Parent', 'For Schools', 'Success', 'Outcomes', 'AI']);
    expect(within(nav).getByRole('link', { name: 'For Schools' })).toHaveAttribute('href', '/schools');
  });

  it('keeps For Schools in every other language too (issue 15)', async () => {
    renderWithApp(<WebsiteHeader kind="website-localized" locale="hi" signedIn={false} />);
    const nav = await screen.findByRole('navigation', { name: 'Abhyas for' });
    expect(within(nav).getByRole('link', { name: 'For Schools' })).toHaveAttribute('href', '/schools');
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
  });

  it('shows no marketing links on student onboarding', async () => {
    renderWithApp(<WebsiteHeader kind="website-en" locale="en" signedIn={false} />, { path: '/student-onboarding' });
    const nav = await screen.findByRole('navigation', { name: 'Abhyas for' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('offers log in and sign up to visitors, and the four main menus on a wide screen', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('min-width') })) as typeof window.matchMedia;
    try {
      renderWithApp(<WebsiteHeader kind="website-en" locale="en" signedIn={false} />);
      expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
      const menus = await screen.findByRole('navigation', { name: 'Study material and exams' });
      for (const name of ['Study Material', 'Exams', 'Products', 'About Us']) {
        expect(await within(menus).findByRole('button', { name })).toBeInTheDocument();
      }
    } finally {
      window.matchMedia = original;
    }
  });

  it('leaves the dropdown menus out on a phone (they live in the side menu there)', async () => {
    renderWithApp(<WebsiteHeader kind="website-en" locale="en" signedIn={false} />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Study material and exams' })).toBeNull();
    expect(screen.getByRole('button', { name: /open menu/i })).toBeInTheDocument();
  });

  it('opens the side menu on the first press of the menu button (issue 15)', async () => {
    renderWithApp(<WebsiteHeader kind="website-localized" locale="hi" signedIn={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /मेनू खोलें|open menu/i }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /close menu|मेनू बंद/i })).toHaveAttribute('aria-expanded', 'true');
  });

  it('signed in without a profile (a teacher’s account), the side menu offers the profile choice and My school (issue 23)', async () => {
    const user = userEvent.setup();
    renderWithApp(<WebsiteHeader kind="website-en" locale="en" signedIn />);
    expect(await screen.findByRole('link', { name: 'Choose profile' })).toHaveAttribute('href', '/browse-profile');
    await user.click(screen.getByRole('button', { name: /open menu/i }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'Choose profile' })).toHaveAttribute('href', '/browse-profile');
    expect(await drawer.findByRole('link', { name: 'My school (teachers)' })).toHaveAttribute('href', '/school');
    expect(drawer.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
