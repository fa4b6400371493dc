// PolicyReview/CreateReview and UpdateReview, both with the review form's body
// (schemas/review-form.schema.json; UpdateReview with the reviewId). A 400 carries the form's
// field errors. The reviews, checklists and the dashboard are read again.
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { unwrapSuccess } from '../../../api/unwrap';
import { useApi } from '../../../components/api/use-api';
import type { ReviewFormData } from '../../../components/schema-form/forms/review-form.gen';

export function useSaveReview() {
  const { api, queryClient } = useApi();
  return useMutation({
    mutationFn: ({ reviewId, ...rest }: ReviewFormData) =>
      unwrapSuccess(
        reviewId === undefined
          ? api.POST('/restapi/PolicyReview/CreateReview', { body: rest })
          : api.PUT('/restapi/PolicyReview/UpdateReview', { body: { ...rest, reviewId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.policyReview.all }),
  });
}
