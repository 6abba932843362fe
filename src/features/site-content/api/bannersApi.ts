import { baseApi } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { HeroBanner } from '@/shared/contract/banner';

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The active hero slides, in their order. */
    getBanners: build.query<HeroBanner[], void>({
      query: () => 'banners',
      transformResponse: (response: ApiSuccess<HeroBanner[]>) => response.data,
      providesTags: [{ type: 'Banner', id: 'LIST' }],
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
