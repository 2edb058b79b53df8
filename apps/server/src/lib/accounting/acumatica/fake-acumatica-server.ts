/**
 * The fake Acumatica server lives in `testing/` (issue 29). This path stays only for the billing
 * and mobile tests, whose owners were changing them when it moved; import from
 * `testing/fake-acumatica-server` and delete this file once they do.
 */
export { FakeAcumaticaServer } from '../../../testing/fake-acumatica-server';
