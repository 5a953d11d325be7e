import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { metadataHandlers } from './metadata';
import { newsletterHandlers } from './newsletter';
import { photoHandlers } from './photos';
import { messageHandlers } from './message';
import { searchHandlers } from './search';
import { trackingHandlers } from './tracking';
import { quoteHandlers } from './quotes';
import { registerHandlers } from './register';
import { upgradeHandlers } from './upgrade';
import { usersHandlers } from './users';
import { companyLookupHandlers } from './companyLookup';

/** Every demo handler; each issue adds its domain's file here. */
export const handlers = [
  ...authHandlers,
  ...upgradeHandlers,
  ...newsletterHandlers,
  ...contentHandlers,
  ...metadataHandlers,
  ...photoHandlers,
  ...searchHandlers,
  ...trackingHandlers,
  ...messageHandlers,
  ...quoteHandlers,
  ...registerHandlers,
  ...usersHandlers,
  ...companyLookupHandlers,
];
