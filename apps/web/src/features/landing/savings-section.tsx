import { Container } from '../../components/ui/container';

const FACTS = [
  { value: 'Up to 35%', text: 'savings on your food shopping' },
  { value: '12 digits', text: 'a FAZA number is all you need to send food' },
  { value: 'Naira prices', text: 'pay by bank transfer or from your wallet' },
];

/** The spec's savings promise and what makes Faza different, at a glance. */
export function SavingsSection() {
  return (
    <section aria-label="Why Faza" className="bg-palm-600 text-white">
      <Container>
        <ul className="grid divide-y divide-white/20 py-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-8">
          {FACTS.map((fact) => (
            <li key={fact.value} className="px-2 py-4 sm:px-6 sm:py-0 sm:text-center">
              <p className="text-3xl font-extrabold tracking-tight text-plantain-300">
                {fact.value}
              </p>
              <p className="mt-1 text-palm-50">{fact.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
