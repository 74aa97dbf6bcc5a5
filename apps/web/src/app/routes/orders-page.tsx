/** /orders: My Orders with the reviews feature's Give Feedback dialog for delivered orders. */
import OrdersPage from '@/features/orders/components/orders-page';
import { FeedbackDialog } from '@/features/reviews/components/feedback-dialog';

export default function MyOrdersPage() {
  return <OrdersPage feedbackDialog={FeedbackDialog} />;
}
