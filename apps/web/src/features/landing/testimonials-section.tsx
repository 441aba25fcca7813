import { QuoteIcon } from '../../components/icons/landing-icons';
import { Container } from '../../components/ui/container';

const TESTIMONIALS = [
  {
    name: 'Ngozi Okafor',
    city: 'Enugu',
    quote:
      'I send foodstuffs to my mother in Nsukka every month with her FAZA number. No more sending cash and hoping it reaches the market.',
    tone: 'bg-palm-100 text-palm-800',
  },
  {
    name: 'Tunde Adeyemi',
    city: 'Ibadan',
    quote:
      'The Family Pack covers most of our month. I buy when I get paid, and the food waits in my pantry until we need it.',
    tone: 'bg-plantain-200 text-ink-900',
  },
  {
    name: 'Aisha Bello',
    city: 'Kano',
    quote:
      'Paying by bank transfer is easy, and I can see everything in my pantry on my phone. It has made planning our meals simpler.',
    tone: 'bg-leaf-100 text-leaf-800',
  },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="py-14 md:py-20 [content-visibility:auto] [contain-intrinsic-size:auto_640px]"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-palm-600 uppercase">
            Testimonials
          </p>
          <h2
            id="testimonials-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 md:text-4xl"
          >
            Loved by families across Nigeria
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
          {TESTIMONIALS.map((person) => (
            <li key={person.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-cream-200 bg-white p-6 shadow-card">
                <QuoteIcon size={28} className="text-palm-300" />
                <blockquote className="mt-3 flex-1 text-ink-800">
                  <p>{person.quote}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`flex size-11 items-center justify-center rounded-full text-sm font-bold ${person.tone}`}
                  >
                    {initials(person.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-900">{person.name}</span>
                    <span className="block text-sm text-ink-600">{person.city}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
