/** The life of one API call as a slice sees it. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
