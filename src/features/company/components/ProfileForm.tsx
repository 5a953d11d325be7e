import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CheckboxField } from '@/components/form/CheckboxField';
import {
  AddressFields,
  ContactPersonFields,
  dashedPhone,
} from '@/components/form/CompanyContactFields';
import { Field } from '@/components/form/Field';
import { ReadOnlyField } from '@/components/form/ReadOnlyField';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionForm } from '@/components/form/SectionForm';
import { saveProfile, selectCompany } from '../companySlice';
import type { CompanyProfile, ProfileValues, YesNo } from '../types';
import { YesNoField } from './YesNoField';

// The rules (Yup) load with the form's first use, not with the screen.
const profileChecks = lazySchema<ProfileValues>(
  async () => (await import('../schemas')).profileSchema,
);

export const PROFILE_SAVED = 'Your company profile has been saved.';

const answerOf = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');

function valuesOf(company: CompanyProfile): ProfileValues {
  return {
    street: company.street,
    city: company.city,
    state: company.state,
    zip: company.zip,
    contactName: company.contactName,
    // As the field shows it, or its own formatting would count as an unsaved edit.
    contactPhone: dashedPhone(company.contactPhone),
    contactPhoneExtension: company.contactPhoneExtension,
    contactEmail: company.contactEmail,
    website: company.website,
    description: company.description,
    facebookLink: company.facebookLink,
    instagramLink: company.instagramLink,
    twitterLink: company.twitterLink,
    youtubeLink: company.youtubeLink,
    isTourOperator: answerOf(company.isTourOperator),
    hasReceptiveServices: answerOf(company.hasReceptiveServices),
    saveToAllListings: company.saveToAllListings,
    hoursOfOperationMon: company.hoursOfOperationMon,
    hoursOfOperationSat: company.hoursOfOperationSat,
    hoursOfOperationSum: company.hoursOfOperationSum,
  };
}

/** What a draft of the profile keeps: every field the form has (it has no secret). */
const PROFILE_DRAFT_FIELDS = [
  'street',
  'city',
  'state',
  'zip',
  'contactName',
  'contactPhone',
  'contactPhoneExtension',
  'contactEmail',
  'website',
  'description',
  'facebookLink',
  'instagramLink',
  'twitterLink',
  'youtubeLink',
  'isTourOperator',
  'hasReceptiveServices',
  'saveToAllListings',
  'hoursOfOperationMon',
  'hoursOfOperationSat',
  'hoursOfOperationSum',
] as const satisfies readonly (keyof ProfileValues)[];

/** Profile Management: the company information of every listing (spec section 5). */
export function ProfileForm({ company }: { company: CompanyProfile }) {
  const dispatch = useAppDispatch();
  return (
    <SectionForm
      title="Profile Management"
      intro="What travellers read about your company on your listings."
      initialValues={valuesOf(company)}
      checks={profileChecks}
      save={(values) => dispatch(saveProfile(values)).unwrap()}
      request={useAppSelector(selectCompany).requests.saveProfile}
      savedText={PROFILE_SAVED}
      submitLabel="Save Profile"
      draft="company-profile"
      draftFields={PROFILE_DRAFT_FIELDS}
    >
      <ReadOnlyField
        label="Company Name"
        value={company.name}
        help="Your company name cannot be changed here. Please call us to change it."
      />
      <div className="row">
        <AddressFields street={{ name: 'street', label: 'Street' }} />
        <ContactPersonFields />
      </div>
      <Field name="description" label="Description" as="textarea" rows={5} required />
      <fieldset className="row">
        <legend className="fs-6 fw-semibold">Hours of Operation</legend>
        <Field
          name="hoursOfOperationMon"
          label="Mon-Fri"
          required
          placeholder="8:00am - 6:00pm"
          className="col-md-4 mb-3"
        />
        <Field
          name="hoursOfOperationSat"
          label="Sat"
          required
          placeholder="9:00am - 3:00pm"
          className="col-md-4 mb-3"
        />
        <Field
          name="hoursOfOperationSum"
          label="Sun"
          required
          placeholder="Closed"
          className="col-md-4 mb-3"
        />
      </fieldset>
      <fieldset className="row">
        <legend className="fs-6 fw-semibold">Website and Social Media</legend>
        <Field
          name="website"
          label="Website"
          type="text"
          placeholder="https://www.example.com"
          className="col-md-6 mb-3"
        />
        <Field name="facebookLink" label="Facebook" className="col-md-6 mb-3" />
        <Field name="instagramLink" label="Instagram" className="col-md-6 mb-3" />
        <Field name="twitterLink" label="Twitter" className="col-md-6 mb-3" />
        <Field name="youtubeLink" label="YouTube" className="col-md-6 mb-3" />
      </fieldset>
      <YesNoField name="hasReceptiveServices" legend="Do you provide receptive services?" />
      <YesNoField name="isTourOperator" legend="Are you a tour operator?" />
      <CheckboxField name="saveToAllListings" label="Save these details to all my listings" />
    </SectionForm>
  );
}
