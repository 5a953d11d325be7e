import { Form as FormikForm, Formik } from 'formik';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { KeepDraft } from '@/components/form/KeepDraft';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { FormikUnsavedChanges } from '@/components/form/UnsavedChanges';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionCard } from '@/components/layout/SectionCard';
import type { CompanyProfile } from '@/features/company/types';
import { clearDraft } from '@/lib/drafts';
import {
  PROFILE_STEP_DRAFT,
  PROFILE_STEP_DRAFT_FIELDS,
  profileStepValuesOf,
  type ProfileStepValues,
} from '../profileStep';
import { postSetupStepOne } from '../profileStepApi';
import { useStepSave } from '../useStepSave';
import { DescriptionField } from './DescriptionField';
import { HoursFields } from './HoursFields';
import { StepPhotosField } from './StepPhotosField';

// The rules (Yup) load with the form's first use, not with the screen.
const profileStepChecks = lazySchema<ProfileStepValues>(
  async () => (await import('../profileStepSchema')).profileStepSchema,
);

/**
 * Setup step 1, Profile Information: description, photos, hours of operation and social links,
 * prefilled with what the company already saved; one save sends them all (spec section 5).
 */
export function ProfileStepForm({ company }: { company: CompanyProfile }) {
  const { save, busy, error } = useStepSave(1, postSetupStepOne);

  return (
    <Formik
      initialValues={profileStepValuesOf(company)}
      validate={profileStepChecks.validate}
      onSubmit={async (values, { resetForm }) => {
        // Saved: nothing is left to warn about or to keep while the next step opens (which
        // may replace this form before it draws the reset).
        if (!(await save(values))) return;
        clearDraft(PROFILE_STEP_DRAFT);
        resetForm({ values });
      }}
    >
      <FormikForm onFocus={profileStepChecks.preload} noValidate aria-label="Profile Information">
        <FormikUnsavedChanges name="profileStep" />
        <KeepDraft<ProfileStepValues>
          name={PROFILE_STEP_DRAFT}
          fields={PROFILE_STEP_DRAFT_FIELDS}
        />
        <FormSummary />
        <Row className="g-4">
          <Col lg={7} className="d-flex flex-column gap-4">
            <SectionCard
              title="About Your Company"
              intro="What travellers read about your company on your listings."
            >
              <DescriptionField />
              <HoursFields />
            </SectionCard>
            <SectionCard
              title="Social Links"
              intro="Links to your company's pages, if you have them."
            >
              <Row>
                <Col md={6}>
                  <Field name="facebookLink" label="Facebook" />
                </Col>
                <Col md={6}>
                  <Field name="instagramLink" label="Instagram" />
                </Col>
                <Col md={6}>
                  <Field name="twitterLink" label="Twitter" />
                </Col>
                <Col md={6}>
                  <Field
                    name="youtubeLink"
                    label="YouTube"
                    placeholder="https://www.youtube.com/..."
                    help="A video site link (YouTube or Vimeo)."
                  />
                </Col>
              </Row>
            </SectionCard>
          </Col>
          <Col lg={5}>
            <SectionCard
              title="Photos"
              intro="The main photo is the first travellers see of your company; the others follow it on your listings."
            >
              <StepPhotosField />
            </SectionCard>
          </Col>
        </Row>
        {error && (
          <Alert variant="danger" role="alert" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-4">
          <FormikSubmitButton busy={busy} busyLabel="Saving...">
            Save and Next
          </FormikSubmitButton>
        </div>
      </FormikForm>
    </Formik>
  );
}
