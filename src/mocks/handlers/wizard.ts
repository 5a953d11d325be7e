import { http } from 'msw';
import { apiUrl, latency, status, withAccount } from '../http';

/** The contract's wizard tag (operator setup steps 1-5); the steps arrive with their issue. */
export const wizardHandlers = [
  http.get(apiUrl('/company/progress/get/company/setup/index'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const companyId = Number(new URL(request.url).searchParams.get('companyId'));
      if (companyId !== account.company_id) return status(null, 1, 'Unknown company.');
      return status(account.setup_progress);
    });
  }),
];
