import { baseApi, withFallback } from '@/shared/api';
import type { DashboardFigures } from '@/shared/contract/dashboard';
import type { ApiSuccess } from '@/shared/contract/envelope';
import { DASHBOARD_TEXT } from '../model/text';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/dashboard?from=&to=`: the real figures over those IST days. */
    getDashboardFigures: build.query<DashboardFigures, { from: string; to: string }>({
      query: (params) => ({ url: 'admin/dashboard', params }),
      transformResponse: (response: ApiSuccess<DashboardFigures>) => response.data,
      transformErrorResponse: withFallback(DASHBOARD_TEXT.loadFailed),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardFiguresQuery } = dashboardApi;
