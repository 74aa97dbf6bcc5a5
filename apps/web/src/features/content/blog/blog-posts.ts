/** The blog's articles, written by the people at the counter and in the lab. */
import type { BlogCategory } from './blog-listing';

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** ISO date. */
  publishedOn: string;
  author: string;
  readMinutes: number;
};

export const blogPosts: BlogPost[] = [
  {
    slug: 'esp32-or-pico-w',
    title: 'ESP32 or Raspberry Pi Pico W: which board for your first IoT project?',
    excerpt:
      'Both cost well under ₹1,000 and both have Wi-Fi. We compare power use, Bluetooth, tooling and community support so you can pick the right one for a sensor node or a home-automation switch.',
    category: 'technology',
    publishedOn: '2025-06-12',
    author: 'Sai Kiran Reddy',
    readMinutes: 7,
  },
  {
    slug: 'atal-tinkering-lab-checklist',
    title: 'Setting up an Atal Tinkering Lab: a practical shopping checklist',
    excerpt:
      'Which kits, tools and consumables a school really needs in the first year, what can wait, and how to keep the grant stretching across all the students who want to build.',
    category: 'education',
    publishedOn: '2025-05-28',
    author: 'Lakshmi Prasanna',
    readMinutes: 9,
  },
  {
    slug: 'spotting-counterfeit-ics',
    title: 'Spotting counterfeit ICs before they reach your production line',
    excerpt:
      'Re-marked chips and recycled parts still turn up in the grey market. Here are the checks we run on every sourcing lot, from marking permanency to comparing date codes and datasheets.',
    category: 'industry',
    publishedOn: '2025-05-15',
    author: 'Mohammed Imran',
    readMinutes: 6,
  },
  {
    slug: 'smart-drip-irrigation-controller',
    title: 'Building a solar-powered drip irrigation controller for a Telangana farm',
    excerpt:
      'A soil-moisture sensor, an ESP32, a relay board and a 20 W panel: how a customer in Siddipet cut his water use during the summer months, with the wiring diagram and code.',
    category: 'innovation',
    publishedOn: '2025-04-30',
    author: 'Sai Kiran Reddy',
    readMinutes: 11,
  },
  {
    slug: 'ip-ratings-for-monsoon',
    title: 'Monsoon-proofing outdoor electronics: IP ratings explained',
    excerpt:
      'What IP54, IP65 and IP67 actually promise, why cable glands matter as much as the box, and how to keep condensation away from a weather station through a Hyderabad monsoon.',
    category: 'technology',
    publishedOn: '2025-04-18',
    author: 'Ananya Rao',
    readMinutes: 6,
  },
  {
    slug: 'final-year-project-ideas-ece',
    title: '15 final-year project ideas for ECE and EEE students',
    excerpt:
      'From a LoRa-based street-light monitor to a gesture-controlled wheelchair: project ideas that impress examiners, fit a student budget and use parts you can buy off the shelf.',
    category: 'education',
    publishedOn: '2025-03-27',
    author: 'Lakshmi Prasanna',
    readMinutes: 10,
  },
  {
    slug: 'li-ion-vs-lifepo4',
    title: 'Li-ion or LiFePO4 for e-bikes and solar storage?',
    excerpt:
      'Energy density against cycle life, heat tolerance and price per kWh. Our battery lab explains which chemistry we recommend for Indian conditions, and why the BMS matters more than either.',
    category: 'technology',
    publishedOn: '2025-03-10',
    author: 'Vikram Chary',
    readMinutes: 8,
  },
  {
    slug: 'first-two-layer-pcb',
    title: 'From breadboard to PCB: ordering your first two-layer board',
    excerpt:
      'Moving a circuit off the breadboard in KiCad: footprints, design rules, Gerber export and the five mistakes we see most often in the files students send us.',
    category: 'education',
    publishedOn: '2025-02-21',
    author: 'Ananya Rao',
    readMinutes: 12,
  },
  {
    slug: 'gst-on-electronic-components',
    title: 'GST on electronic components: reading your tax invoice',
    excerpt:
      'Why a microcontroller and a soldering iron carry different GST rates, what HSN codes mean, and how businesses claim input tax credit on the parts they buy from us.',
    category: 'industry',
    publishedOn: '2025-02-05',
    author: 'Mohammed Imran',
    readMinutes: 5,
  },
  {
    slug: 'hyderabad-hardware-startups',
    title: 'How Hyderabad hardware start-ups prototype faster',
    excerpt:
      'Three founders from T-Hub and the city’s college incubators on the habits that took them from idea to pilot units in weeks: small batches, printed enclosures and early testing.',
    category: 'innovation',
    publishedOn: '2025-01-22',
    author: 'Vikram Chary',
    readMinutes: 7,
  },
  {
    slug: 'electronics-manufacturing-india',
    title: 'What the growth of electronics manufacturing in India means for buyers',
    excerpt:
      'More local assembly, shorter lead times and new component distributors: how the change in India’s electronics supply chain is showing up in prices and stock on our shelves.',
    category: 'industry',
    publishedOn: '2024-12-16',
    author: 'Mohammed Imran',
    readMinutes: 6,
  },
  {
    slug: 'tinyml-on-microcontrollers',
    title: 'TinyML: running machine learning on a ₹500 microcontroller',
    excerpt:
      'Keyword spotting and vibration anomaly detection on an ESP32-S3 with TensorFlow Lite for Microcontrollers, and where tiny models are already saving money in Indian factories.',
    category: 'innovation',
    publishedOn: '2024-11-29',
    author: 'Sai Kiran Reddy',
    readMinutes: 9,
  },
];
