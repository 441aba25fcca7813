import { useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, TOASTS } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useSubmitMutation } from '../../lib/use-submit-mutation';
import { orderQueryKey, ordersQueryKey, reportPayment } from './orders-api';

/**
 * "I have paid" for an order waiting for a bank transfer: the same request and messages wherever
 * the order is shown (the cart panel, My Orders, the invoice). Staff then confirm the money
 * (docs/architecture.md §3); the order reads "Payment being checked" until they do.
 */
export function ReportPaymentButton({
  orderId,
  disabled,
  className,
}: {
  orderId: string;
  /** Another action on the same card is running (the cart panel's Cancel). */
  disabled?: boolean;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    await queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
  };
  const report = useSubmitMutation({
    mutationFn: () => reportPayment(orderId),
    onSuccess: () => toastSuccess(ORDER_MESSAGES.paymentReported),
    onError: (error) => {
      const failed = TOASTS.forgotPassword.failed;
      toastError({ title: failed.title, description: error.message || failed.description });
    },
    onSettled: refresh,
  });
  return (
    <Button
      className={className}
      aria-disabled={report.isPending || disabled || undefined}
      onClick={() => {
        if (!disabled) report.mutate();
      }}
    >
      {report.isPending ? 'Sending…' : 'I have paid'}
    </Button>
  );
}
