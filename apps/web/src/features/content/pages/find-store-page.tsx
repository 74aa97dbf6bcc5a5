/** /find-store: where the store is, how to get there and what you can do there. */
import { Bus, Car, TrainFront } from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { CardGrid, type CardItem } from '../components/card-grid';
import { CheckList } from '../components/check-list';
import { ContentPage, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { StoreDetails } from '../components/store-details';

const gettingThere: CardItem[] = [
  {
    title: 'By metro',
    Icon: TrainFront,
    description:
      'Paradise station on the Blue Line is a short walk away. Secunderabad railway station is about 2 km by auto.',
  },
  {
    title: 'By bus',
    Icon: Bus,
    description:
      'Buses to Paradise and Secunderabad stop on the main road; Jubilee Bus Station is a 10-minute ride.',
  },
  {
    title: 'By car or bike',
    Icon: Car,
    description:
      'Paid parking is available in the building basement. Two-wheeler parking is easier on weekdays before noon.',
  },
];

const atTheStore = [
  'See and compare boards, sensors, tools and kits before you buy',
  'Ask our engineers about your project at the counter',
  'Drop off PCB, 3D printing and battery pack jobs',
  'GST invoices for schools, colleges and companies',
  'Pay by UPI, card or cash',
];

export default function FindStorePage() {
  return (
    <ContentPage>
      <PageHeader
        title="Find Our Store"
        intro={`Our store is in the heart of ${shop.city}'s electronics market: see the boards and components we sell, and talk to our engineers. Orders placed on this site are delivered by courier.`}
      />
      <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-labelledby="store-details-heading" className="min-w-0 space-y-4">
          <h2 id="store-details-heading" className="text-xl font-bold text-slate-900">
            Store Details
          </h2>
          <StoreDetails headingLevel="h3" />
        </section>
        <div className="min-w-0 space-y-12">
          <ContentSection id="getting-there" heading="Getting There">
            <CardGrid items={gettingThere} columns={3} />
          </ContentSection>
          <ContentSection id="at-the-store" heading="At the Store">
            <CheckList items={atTheStore} />
          </ContentSection>
        </div>
      </div>
    </ContentPage>
  );
}
