import { ToastContainer } from 'react-toastify';

/** The toast container, in its own chunk (see lib/notify.ts). */
export function ToastHost() {
  return <ToastContainer position="top-right" newestOnTop closeOnClick theme="light" />;
}
