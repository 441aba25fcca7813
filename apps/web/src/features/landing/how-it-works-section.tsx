import { Container } from '../../components/ui/container';

const STEPS = [
  {
    image: '/images/steps/shop.svg',
    title: 'Shop',
    text: 'Pick foodstuffs one by one or choose a bundle. Pay by bank transfer or from your wallet.',
  },
  {
    image: '/images/steps/pantry.svg',
    title: 'Store in your pantry',
    text: 'Everything you buy is kept in your digital pantry until you ask for delivery.',
  },
  {
    image: '/images/steps/share.svg',
    title: 'Share',
    text: 'Send food to family and friends with their 12-digit FAZA number — like a bank transfer, for food.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-20 py-14 md:py-20 [content-visibility:auto] [contain-intrinsic-size:auto_640px]"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-palm-600 uppercase">
            How it works
          </p>
          <h2 id="how-title" className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">
            Three simple steps
          </h2>
        </div>
        <ol className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-card md:flex-col md:p-6"
            >
              <img
                src={step.image}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 md:size-20"
              />
              <div>
                <p className="text-xs font-bold tracking-wider text-palm-600 uppercase">
                  Step {index + 1}
                </p>
                <h3 className="mt-1 text-lg font-bold text-ink-900">{step.title}</h3>
                <p className="mt-1 text-sm text-ink-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
