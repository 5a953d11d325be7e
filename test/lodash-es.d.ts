// The lodash pieces Formik uses, typed for test/lib/formikLodash.test.ts (lodash-es is Formik's
// dependency, not ours, and ships no types). Their default exports are lodash's, not ours.
/* eslint-disable no-restricted-syntax */
declare module 'lodash-es/clone' {
  export default function clone<T>(value: T): T;
}
declare module 'lodash-es/cloneDeep' {
  export default function cloneDeep<T>(value: T): T;
}
declare module 'lodash-es/toPath' {
  export default function toPath(value: unknown): (string | symbol)[];
}
