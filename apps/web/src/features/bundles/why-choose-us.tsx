import type { ComponentType } from 'react';
import { BundleIcon, PantryIcon, UserIcon } from '../../components/icons/icons';
import { LockIcon } from '../cart';

type Reason = {
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
};

const REASONS: readonly Reason[] = [
  {
    title: 'Honest savings',
    text: 'We price each pack against buying the same items singly in our shop today, and only claim a saving when there is one.',
    Icon: BundleIcon,
  },
  {
    title: 'Kept in your pantry',
    text: 'Your food waits in your Faza pantry until you ask for delivery. No rush, no spoilt stock.',
    Icon: PantryIcon,
  },
  {
    title: 'Easy to share',
    text: 'Send food from your pantry to family and friends with their 12-digit FAZA number.',
    Icon: UserIcon,
  },
  {
    title: 'Safe naira payments',
    text: 'Pay by bank transfer in naira and send your proof on WhatsApp. No card needed.',
    Icon: LockIcon,
  },
];

/** docs/product-spec.md §2: the why-choose-us section after the bundle cards. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="mt-14 md:mt-20">
      <h2
        id="why-title"
        className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl"
      >
        Why choose Faza bundles?
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-cream-200 bg-white p-5 shadow-card">
            <span className="flex size-11 items-center justify-center rounded-xl bg-palm-50 text-palm-600">
              <Icon size={22} />
            </span>
            <h3 className="mt-4 font-bold text-ink-900">{title}</h3>
            <p className="mt-1 text-sm text-ink-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
