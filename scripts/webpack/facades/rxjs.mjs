// Provided under the share key 'rxjs' (see federation.cjs): one RxJS for every package, with
// only the exports the packages use. host-shell/src/federation-facades.test.ts fails when
// code imports a name missing here: add it, and the shared chunk grows by what it needs.
export { BehaviorSubject, Observable, Subject, filter } from 'mm-real-rxjs';
