export interface Metro {
  id?: number;
  city: string;
  state: string;
}

export interface TripType {
  id: number;
  name: string;
}

export interface Metadata {
  metros: Metro[];
  tripTypes: TripType[];
}
