/**
 * Texts of business enquiries (the /new-enquiry page and the contact form) and of the back office's
 * Enquiries screen, which lists enquiries and service requests together. Zod-free: the pages import
 * it freely.
 */
export const SECTOR_OPTIONS = ['Private', 'Government', 'Education', 'Startup'] as const;
export type Sector = (typeof SECTOR_OPTIONS)[number];

export const PACKAGE_OPTIONS = [
  'Package 1 (Basic Lab Setup)',
  'Package 2 (Electronics, Robotics, IoT)',
  'Package 3 (Advanced AI & Innovation Lab)',
] as const;

export const enquiryMessages = {
  heading: 'Business Enquiry',
  intro:
    'Setting up a lab for your school, college, company or startup? Tell us what you need and our team will send you a package proposal.',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company / Institution',
    sector: 'Sector',
    gst: 'GST Number',
    enquiry: 'Package',
    message: 'Message',
  },
  selectSector: 'Select a sector',
  selectPackage: 'Select a package',
  submit: 'Submit Enquiry',
  contactSubmit: 'Send Message',
  contactSuccess: 'Message sent! We have e-mailed you a confirmation.',
  contactFailed: 'Failed to send your message. Please try again.',
  submitting: 'Submitting',
  // outcome
  success: 'Enquiry submitted successfully!',
  failed: 'Failed to submit enquiry. Please try again.',
  // the server's checks
  firstNameRequired: 'First name is required',
  companyRequired: 'Company is required',
  sectorRequired: 'Please select a sector',
  sectorInvalid: 'Please choose one of the sectors',
  phoneRequired: 'Phone number is required',
  phoneInvalid:
    'Please enter a valid 10-digit Indian phone number: a mobile, or a landline with its STD code',
  messageRequired: 'Message is required',
  packageInvalid: 'Please choose one of the packages',
  tooLong: 'This field is too long',
  tooMany: 'Too many enquiries from your address. Please wait an hour and try again.',
  notFound: 'Enquiry not found',
  replyRequired: 'Please write a reply',
  replyTooLong: 'The reply must be at most 5000 characters',
} as const;

/** The back office's Enquiries screen. */
export const adminEnquiriesMessages = {
  heading: 'Enquiries',
  subtitle: 'Business enquiries, quote requests and support requests, newest first',
  countSuffix: ' enquiries',
  loading: 'Loading enquiries...',
  loadFailed: 'Failed to load enquiries',
  empty: 'No enquiries yet',
  received: 'Received',
  handled: 'Handled',
  open: 'New',
  markHandled: 'Mark handled',
  markOpen: 'Mark as new',
  saving: 'Saving...',
  markedHandled: 'Marked as handled',
  markedOpen: 'Marked as new',
  updateFailed: 'Failed to update the enquiry',
  typeFilterLabel: 'Show',
  allTypes: 'All',
  thread: 'Replies sent',
  noReplies: 'No replies sent yet',
  threadLoading: 'Loading replies...',
  threadFailed: 'Failed to load the replies',
  sentBy: (author: string) => `Sent by ${author}`,
  replyLabel: (name: string) => `Reply to ${name} by e-mail`,
  replyHint: 'Sending the reply marks the enquiry handled.',
  sendReply: 'Send reply',
  sending: 'Sending...',
  replySent: 'Reply sent',
  replyFailed: 'Failed to send the reply',
  showReplies: 'Replies',
} as const;
