/** Review (feedback) texts and limits, free of zod so every page can import them cheaply. */
import { catalogMessages } from '../catalog/messages';

export const feedbackMessages = {
  // My Orders: Give Feedback
  submitted: 'Feedback submitted',
  failed: 'Failed to submit feedback',
  tooManyImages: 'You can attach up to 4 images',
  imagesOnly: 'Please choose image files only',
  skipProduct: 'Skip this product',
  productSaved: 'Your review of this product is saved',
  nothingChosen: 'Choose at least one product to review',
  // server answers
  productRequired: 'Choose the product you are reviewing',
  productInvalid: 'This is not a product of the shop',
  ratingInvalid: 'Choose a rating from 1 to 5 stars',
  feedbackTooLong: 'Feedback must be at most 2000 characters',
  notReceived: 'You can review a product once an order of yours with it has been delivered',
  alreadyReviewed: 'You have already reviewed this product',
  tooManyReviews: 'You are sending reviews too quickly. Please wait a few minutes and try again.',
  imageTooLarge: catalogMessages.imageTooLarge,
  notAnImage: catalogMessages.notAnImage,
  imageUnreadable: catalogMessages.imageUnreadable,
  imageTooManyPixels: catalogMessages.imageTooManyPixels,
  reviewNotFound: 'Review not found',
  // product page
  averageRating: (average: number, count: number) =>
    `${average.toFixed(1)} out of 5 (${catalogMessages.reviewCount(count)})`,
  reviewPhoto: (index: number) => `Customer photo ${index}`,
  // back office: Reviews
  replyRequired: 'Write a reply',
  replyTooLong: 'A reply must be at most 2000 characters',
  replySaved: 'Reply saved',
  replyFailed: 'Failed to save reply',
  reviewsLoadFailed: 'Failed to load reviews',
  noReviewsYet: 'No reviews yet',
  noUnansweredReviews: 'Every review has a reply',
} as const;

export const FEEDBACK_RATINGS = [5, 4, 3, 2, 1] as const;
export const DEFAULT_FEEDBACK_RATING = 5;
export const MAX_FEEDBACK_IMAGES = 4;
export const MAX_FEEDBACK_LENGTH = 2000;
export const MAX_REPLY_LENGTH = 2000;

/** The back office's Reviews screen. */
export const adminReviewsMessages = {
  heading: 'Reviews',
  subtitle: 'Every customer review, newest first. Reply to thank, help or put things right.',
  countSuffix: ' reviews',
  filterLabel: 'Show',
  filterAll: 'All reviews',
  filterUnanswered: 'Unanswered only',
  loading: 'Loading reviews...',
  replyLabel: 'Your reply',
  saveReply: 'Save Reply',
  updateReply: 'Update Reply',
  saving: 'Saving...',
  productFallback: 'Product no longer in the catalogue',
  hide: 'Hide',
  unhide: 'Unhide',
  hiddenBadge: 'Hidden from the product page',
  hideConfirm: 'Hide this review from the product page? Its rating stops counting.',
  unhideConfirm: 'Show this review on the product page again? Its rating counts again.',
  cancel: 'Cancel',
  hidden: 'Review hidden',
  shown: 'Review shown again',
  visibilityFailed: 'Could not change the review. Please try again.',
} as const;
