import { Fieldset, Select, Stack, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { districtOptions, placeMatches, stateOptions } from '@abhyas/domain/geo/place-search';
import { useMemo } from 'react';
import { Controller, type Control, type UseFormRegister, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormValues } from '../utils/profile-form-schema.ts';

export const WHERE_IS_SCHOOL = ['village', 'town', 'city'] as const;

/** Mantine's option filter with `placeMatches`: a place is found by what is typed in either script. */
const placeFilter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((o) => placeMatches(search, { english: o.value, label: o.label }));

/**
 * The student's school and where it is, on the child's profile (issue 15): school name, village /
 * town / city, state and district. States and districts are named in the interface language; both lists find
 * a place typed in either script (महा finds Maharashtra). All optional.
 */
export function SchoolFields({
  control,
  register,
  setValue,
}: {
  control: Control<ProfileFormValues>;
  register: UseFormRegister<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
}) {
  const { t, i18n } = useTranslation('profiles');
  const state = useWatch({ control, name: 'state' });
  const states = useMemo(() => stateOptions(i18n.language), [i18n.language]);
  const districts = useMemo(() => (state ? districtOptions(state, i18n.language) : []), [state, i18n.language]);

  return (
    <Fieldset legend={t('school.legend')} variant="unstyled">
      <Stack gap="sm">
        <TextInput label={t('school.name')} autoComplete="off" {...register('school_name')} />
        <Controller
          control={control}
          name="where_is_school"
          render={({ field }) => (
            <Select
              label={t('school.where')}
              placeholder={t('form.choose')}
              data={WHERE_IS_SCHOOL.map((value) => ({ value, label: t(`school.place.${value}`) }))}
              clearable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('school.state')}
              placeholder={t('school.statePlaceholder')}
              data={states}
              filter={placeFilter}
              searchable
              clearable
              nothingFoundMessage={t('form.nothingFound')}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue('district', '');
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="district"
          render={({ field }) => (
            <Select
              label={t('school.district')}
              placeholder={state ? t('school.districtPlaceholder') : t('school.districtNeedsState')}
              data={districts}
              filter={placeFilter}
              searchable
              clearable
              disabled={!state}
              nothingFoundMessage={t('form.nothingFound')}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
