/** The links of the header, the mobile menu and the footer. */
export type NavLinkItem = {
  to: string;
  label: string;
  /** Shown only to a signed-in customer (Track Order). */
  customer?: boolean;
};

/** The header's links in the shop's order, with Shop (every product, sorted and filtered) added. */
export const mainNavLinks: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/new-enquiry', label: 'Enquiry' },
  { to: '/deals', label: 'Deals' },
  { to: '/contact', label: 'Contact' },
];

export const footerQuickLinks: NavLinkItem[] = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/careers', label: 'Careers' },
  { to: '/support', label: 'Support' },
  { to: '/contact', label: 'Contact' },
  { to: '/track-order', label: 'Track Order', customer: true },
  { to: '/find-store', label: 'Find Store' },
  { to: '/shipping', label: 'Shipping' },
];

export const footerLegalLinks: NavLinkItem[] = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/shipping', label: 'Shipping' },
];

/** The links this visitor may follow: a signed-out one does not see customers' links. */
export function linksFor(links: NavLinkItem[], signedIn: boolean): NavLinkItem[] {
  return signedIn ? links : links.filter((link) => !link.customer);
}
