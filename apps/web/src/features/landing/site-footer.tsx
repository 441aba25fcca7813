import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/landing-icons';
import { Container } from '../../components/ui/container';
import { Logo } from '../../components/ui/logo';

const QUICK_LINKS = [
  { href: PATHS.home, label: 'Home' },
  { href: PATHS.shop, label: 'Shop' },
  { href: PATHS.bundles, label: 'Bundles' },
  { href: PATHS.pantry, label: 'My Pantry' },
  { href: PATHS.wallet, label: 'My Wallet' },
];

const linkClass = 'rounded text-ink-600 transition-colors hover:text-palm-700';

// docs/product-spec.md §2: the privacy and terms links go nowhere yet. They stay visible but announce themselves
// as unavailable instead of silently jumping to the top of the page.
function preventJump(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

/** Footer of the home page only (docs/product-spec.md §2). */
export function SiteFooter() {
  return (
    <footer className="border-t border-cream-200 bg-white [content-visibility:auto] [contain-intrinsic-size:auto_640px]">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 md:grid-cols-[1.4fr_1fr_1.4fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-ink-600">
            Buy Nigerian foodstuffs, keep them in your pantry and send food to the people you love.
          </p>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-sm font-bold text-ink-900">
            Quick links
          </h2>
          <ul className="mt-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                {/* py-1.5: comfortable tap targets in a vertical list. */}
                <Link href={link.href} className={`inline-block py-1.5 ${linkClass}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold text-ink-900">Contact us</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2.5 text-ink-600">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-palm-600" />
              <span>
                14 Admiralty Way, Lekki Phase 1,
                <br />
                Lagos, Nigeria
              </span>
            </p>
            <p>
              <a href="tel:+2348031234567" className={`inline-flex gap-2.5 ${linkClass}`}>
                <PhoneIcon size={18} className="mt-0.5 shrink-0 text-palm-600" />
                0803 123 4567
              </a>
            </p>
            <p>
              <a href="mailto:hello@faza.ng" className={`inline-flex gap-2.5 ${linkClass}`}>
                <MailIcon size={18} className="mt-0.5 shrink-0 text-palm-600" />
                hello@faza.ng
              </a>
            </p>
          </address>
        </div>
      </Container>

      <div className="border-t border-cream-200">
        <Container className="flex flex-col gap-3 py-5 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Faza. All rights reserved.</p>
          <ul className="flex gap-5">
            <li>
              <a href="#" aria-disabled="true" onClick={preventJump} className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="#" aria-disabled="true" onClick={preventJump} className={linkClass}>
                Terms of Service
              </a>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
