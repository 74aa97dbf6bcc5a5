/** Technical support: services, support levels, technologies, process and FAQ. */
import { BookOpen, ClipboardCheck, GraduationCap, Lightbulb, Siren, Wrench } from 'lucide-react';
import { createElement } from 'react';
import { shop } from '@shop/shared/shop';
import { SupportLevels } from '../components/support-levels';
import { serviceCards } from './service-catalogue';
import type { ServiceContent } from './service-page';

export const technicalSupportService: ServiceContent = {
  card: serviceCards.support,
  intro:
    'Our engineers help you get a design right, find out why a board misbehaves, document it, test it and teach your team to do the same. From a one-off question to 24/7 cover for a production line.',
  facts: [
    { label: 'Fastest response', value: '1 hour' },
    { label: 'Availability', value: '24/7' },
    { label: 'Support levels', value: 'Basic to Enterprise' },
    { label: 'On-site', value: 'Hyderabad and beyond' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'support-services',
      heading: 'Support Services',
      items: [
        {
          title: 'Design consultation',
          Icon: Lightbulb,
          description: 'Component choice, schematic and layout reviews before you order boards.',
        },
        {
          title: 'Troubleshooting',
          Icon: Wrench,
          description:
            'Firmware, power, signal-integrity and communication faults traced to the cause.',
        },
        {
          title: 'Documentation',
          Icon: BookOpen,
          description: 'Schematics, BOMs, test procedures and user manuals written up properly.',
        },
        {
          title: 'Testing and validation',
          Icon: ClipboardCheck,
          description: 'Functional, environmental and pre-compliance tests with written reports.',
        },
        {
          title: 'Training',
          Icon: GraduationCap,
          description:
            'Hands-on workshops on embedded systems, IoT and PCB design for teams and colleges.',
        },
        {
          title: 'Emergency support',
          Icon: Siren,
          description: 'A 24/7 line for failures that stop a production line, a lab or a launch.',
        },
      ],
    },
    {
      kind: 'custom',
      id: 'support-levels',
      heading: 'Support Levels',
      content: createElement(SupportLevels),
    },
    {
      kind: 'tags',
      id: 'technologies',
      heading: 'Supported Technologies',
      items: [
        'Arduino',
        'ESP32 and ESP8266',
        'STM32',
        'Raspberry Pi',
        'NVIDIA Jetson',
        'AVR and PIC',
        'Nordic nRF',
        'LoRa and LoRaWAN',
        'Bluetooth Low Energy',
        'MQTT and cloud IoT',
        'FreeRTOS and Zephyr',
        'Embedded Linux',
        'KiCad and Altium',
      ],
    },
  ],
  process: [
    {
      title: 'Tell us the problem',
      description: 'Send a request with the board, the symptoms and what you have already tried.',
    },
    {
      title: 'Assessment',
      description: 'An engineer reviews it, asks for files or logs and confirms the scope and fee.',
    },
    {
      title: 'Resolution',
      description: 'We work with you remotely, at our lab or on site until it is fixed.',
    },
    {
      title: 'Follow-up',
      description:
        'You get a short report of the cause and the fix, and we check back a week later.',
    },
  ],
  faqs: [
    {
      question: `Do you support products that were not bought from ${shop.name}?`,
      answer:
        'Yes. Technical support covers any board or design. Parts bought from us get free basic help over e-mail; other work is quoted after we look at it.',
    },
    {
      question: 'How quickly will someone respond?',
      answer:
        'Within 24 hours on Basic, 4 hours on Premium and 1 hour, day or night, on Enterprise. Emergencies can also call the 24/7 line.',
    },
    {
      question: 'Can an engineer visit our site?',
      answer:
        'On-site support is part of the Enterprise level. Within Hyderabad and Secunderabad we can usually be there the same or the next working day; elsewhere in India we plan the visit with you.',
    },
    {
      question: 'Will you sign a non-disclosure agreement?',
      answer:
        'Yes. We are happy to sign your NDA before you share schematics, firmware or any other confidential files.',
    },
    {
      question: 'Do you run training for colleges and schools?',
      answer:
        'Yes. We run hands-on workshops on Arduino, IoT, robotics and PCB design for engineering colleges, polytechnics and Atal Tinkering Labs, at your campus or at our store.',
    },
  ],
  form: {
    heading: 'Request Technical Support',
    intro:
      'Describe the problem and how urgent it is. For a line-down emergency, call the 24/7 number as well.',
  },
  emergency: true,
};
