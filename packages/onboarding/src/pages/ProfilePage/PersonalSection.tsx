// Personal data: names (PUT /freelancer), residence country (PUT /freelancer/updateResidenceCountry)
// and the profile fields (PUT /freelancer/updateProfileInfo); each call only when its part changed.
// Hidden fields are not shown and never sent (the API refuses them).
import { CURRENT_USER_KEY, usePortal, useSession } from '@talent/app-context';
import type { FreelancerUser } from '@talent/api-client';
import { ADDRESS_PARTS, addressFromFields, addressHiddenField, addressToFields, trimAddress } from '@talent/domain';
import type { PhoneValue } from '@talent/domain';
import { TextArea, TextField, stack } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { AddressPart, AddressValue } from '../../answers.ts';
import { AddressFields } from '../../components/AddressFields/AddressFields.tsx';
import { CountrySelect } from '../../components/CountrySelect/CountrySelect.tsx';
import { MobileField } from '../../components/MobileField/MobileField.tsx';
import { useSectionSave } from '../../hooks/useSectionSave.ts';
import { rowLabels } from '../../messages.ts';
import { updateNamesMutation, updateProfileInfoMutation, updateResidenceCountryMutation } from '../../queries.ts';
import type { HiddenFieldName, ProfileInfo } from '../../queries.ts';
import { SaveBar } from './SaveBar.tsx';

/** Props of `PersonalSection`. */
export interface PersonalSectionProps {
  readonly info: ProfileInfo;
  readonly hidden: readonly HiddenFieldName[];
}

export function PersonalSection({ info, hidden }: PersonalSectionProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const storeUser = (next: FreelancerUser) => queryClient.setQueryData(CURRENT_USER_KEY, next);
  const names = useMutation(updateNamesMutation(api, queryClient, storeUser));
  const country = useMutation(updateResidenceCountryMutation(api, queryClient, storeUser));
  const profileInfo = useMutation(updateProfileInfoMutation(api, queryClient));
  const state = useSectionSave('profile-personal-form');
  const shows = (field: HiddenFieldName) => !hidden.includes(field);
  const hiddenParts: AddressPart[] = ADDRESS_PARTS.filter((part) => hidden.includes(addressHiddenField(part)));

  const [firstName, setFirstName] = useState(user?.firstName ?? info.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? info.lastName ?? '');
  const [residence, setResidence] = useState(user?.residenceCountry ?? '');
  const [title, setTitle] = useState(info.professionalTitle ?? '');
  const [about, setAbout] = useState(info.description ?? '');
  const [linkedin, setLinkedin] = useState(info.linkedinHandle ?? '');
  const [address, setAddress] = useState<AddressValue>(() => addressFromFields(info.homeAddress));
  const [phone, setPhone] = useState<PhoneValue>({
    countryCode: info.mobileNumber?.countryCode ?? '',
    number: info.mobileNumber?.number ?? '',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await state.save(async () => {
      const showsNames = shows('firstName') && shows('lastName');
      if (showsNames && (firstName.trim() !== (user?.firstName ?? '') || lastName.trim() !== (user?.lastName ?? ''))) {
        await names.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim() });
      }
      if (residence && residence !== user?.residenceCountry) await country.mutateAsync(residence);
      const body: ProfileInfo = {
        ...(shows('professionalTitle') && { professionalTitle: title.trim() }),
        ...(shows('description') && { description: about.trim() }),
        ...(shows('linkedinHandle') && linkedin.trim() !== '' && { linkedinHandle: linkedin.trim() }),
        ...(shows('mobileNumber') && {
          mobileNumber: phone.number.trim() ? { countryCode: phone.countryCode, number: phone.number.trim() } : null,
        }),
        homeAddress: addressToFields(trimAddress(address), (part) => !hiddenParts.includes(part)),
      };
      await profileInfo.mutateAsync(body);
    });
  };

  const error = (field: string) => state.fieldErrors[field];
  return (
    <form id={state.formId} className={stack.lg} noValidate onSubmit={(event) => void submit(event)}>
      {shows('firstName') ? (
        <TextField
          id="profile-firstName"
          label={intl.formatMessage(rowLabels.first_name)}
          autoComplete="given-name"
          value={firstName}
          maxLength={100}
          onChange={(event) => setFirstName(event.target.value)}
          {...(error('firstName') ? { error: error('firstName') } : {})}
        />
      ) : null}
      {shows('lastName') ? (
        <TextField
          id="profile-lastName"
          label={intl.formatMessage(rowLabels.last_name)}
          autoComplete="family-name"
          value={lastName}
          maxLength={100}
          onChange={(event) => setLastName(event.target.value)}
          {...(error('lastName') ? { error: error('lastName') } : {})}
        />
      ) : null}
      <CountrySelect
        id="profile-residenceCountry"
        label={intl.formatMessage(rowLabels.residence_country)}
        value={residence}
        onChange={setResidence}
        error={error('residenceCountry')}
      />
      {shows('professionalTitle') ? (
        <TextField
          id="profile-professionalTitle"
          label={intl.formatMessage(rowLabels.professional_title)}
          value={title}
          maxLength={150}
          onChange={(event) => setTitle(event.target.value)}
          {...(error('professionalTitle') ? { error: error('professionalTitle') } : {})}
        />
      ) : null}
      {shows('description') ? (
        <TextArea
          id="profile-description"
          label={intl.formatMessage(rowLabels.description)}
          value={about}
          rows={5}
          maxLength={5000}
          onChange={(event) => setAbout(event.target.value)}
          {...(error('description') ? { error: error('description') } : {})}
        />
      ) : null}
      {shows('linkedinHandle') ? (
        <TextField
          id="profile-linkedinHandle"
          label={intl.formatMessage(rowLabels.linkedin_handle)}
          value={linkedin}
          maxLength={100}
          onChange={(event) => setLinkedin(event.target.value)}
          {...(error('linkedinHandle') ? { error: error('linkedinHandle') } : {})}
        />
      ) : null}
      {shows('mobileNumber') ? (
        <MobileField
          id="profile-mobileNumber"
          label={intl.formatMessage(rowLabels.mobile_number)}
          value={phone}
          onChange={setPhone}
          error={error('mobileNumber.number') ?? error('mobileNumber')}
        />
      ) : null}
      {hiddenParts.length < ADDRESS_PARTS.length ? (
        <AddressFields
          id="profile-homeAddress"
          label={intl.formatMessage(rowLabels.home_address)}
          value={address}
          onChange={setAddress}
          hiddenParts={hiddenParts}
          error={Object.entries(state.fieldErrors).find(([field]) => field.startsWith('homeAddress'))?.[1]}
        />
      ) : null}
      <SaveBar state={state} />
    </form>
  );
}
