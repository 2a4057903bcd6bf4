// What the contact and booking form groups share beyond forms-base.ts: the fields of a form with
// more than a phone (useLeadForm, Field), in one chunk the quick offer never loads.
import './forms-base.ts';
import '../../forms/fields.tsx';
