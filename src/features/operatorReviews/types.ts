/** A review of the company (contract CompanyReview), as the app sees it. */
export interface OperatorReview {
  companyRatingId: number;
  name: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  comment: string;
  trip?: string;
  /** YYYY-MM-DD. */
  date?: string;
  /** Answered by the company: no Reply any more. */
  isResolved: boolean;
}
