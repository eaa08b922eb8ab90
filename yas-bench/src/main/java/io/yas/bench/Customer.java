package io.yas.bench;

import com.dslplatform.json.CompiledJson;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;

/**
 * The payload of a published Go comparison of JSON, protobuf and FlatBuffers: a customer with preferences, friends
 * and named addresses, at three sizes generated from a fixed seed:
 * <ul>
 * <li>L1: one address, no friends;</li>
 * <li>L2: 10 addresses and 10 friends with 10 addresses each (about 17 kB as JSON);</li>
 * <li>L3: 100 addresses and 200 friends with 100 addresses each (about 2.5 MB as JSON).</li>
 * </ul>
 * Collections are never null (an empty list or map), so formats that cannot send {@code null} carry it too.
 */
@CompiledJson
public class Customer implements Serializable {
    public String firstName;
    public String lastName;
    public int age;
    public double balance;
    public double debt;
    public Preferences preferences;
    public List<Customer> friends = new ArrayList<>();
    public Map<String, Location> addresses = new LinkedHashMap<>();

    /** A customer's settings: a few scalars. */
    @CompiledJson
    public static class Preferences implements Serializable {
        public String language;
        public String currency;
        public boolean newsletter;
        public int contactHour;

        @Override
        public boolean equals(Object o) {
            return o instanceof Preferences p && Objects.equals(language, p.language)
                    && Objects.equals(currency, p.currency) && newsletter == p.newsletter
                    && contactHour == p.contactHour;
        }

        @Override
        public int hashCode() {
            return Objects.hash(language, currency, newsletter, contactHour);
        }
    }

    /** A postal address with its coordinates in degrees. */
    @CompiledJson
    public static class Location implements Serializable {
        public String street;
        public String city;
        public String postcode;
        public double latitude;
        public double longitude;

        @Override
        public boolean equals(Object o) {
            return o instanceof Location l && Objects.equals(street, l.street) && Objects.equals(city, l.city)
                    && Objects.equals(postcode, l.postcode) && Double.compare(latitude, l.latitude) == 0
                    && Double.compare(longitude, l.longitude) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(street, city, postcode, latitude, longitude);
        }
    }

    /**
     * @param payload "L1", "L2" or "L3"
     * @return the customer of that level, the same on every call
     */
    static Customer payload(String payload) {
        Random random = new Random(3);
        return switch (payload) {
            case "L1" -> generate(random, 1, 0, 0);
            case "L2" -> generate(random, 10, 10, 10);
            case "L3" -> generate(random, 100, 200, 100);
            default -> throw new IllegalArgumentException("unknown Customer payload: " + payload);
        };
    }

    private static final String[] NAMES = {"Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken"};
    private static final String[] CITIES = {"Darmstadt", "Genève", "Hamburg", "Villigen", "Lund", "Grenoble"};

    private static Customer generate(Random random, int addresses, int friends, int friendAddresses) {
        Customer c = new Customer();
        c.firstName = NAMES[random.nextInt(NAMES.length)];
        c.lastName = NAMES[random.nextInt(NAMES.length)] + "son";
        c.age = 18 + random.nextInt(70);
        c.balance = Math.round(random.nextDouble() * 1e6) / 100.0;
        c.debt = Math.round(random.nextDouble() * 1e5) / 100.0;
        c.preferences = new Preferences();
        c.preferences.language = random.nextBoolean() ? "en" : "de";
        c.preferences.currency = random.nextBoolean() ? "EUR" : "CHF";
        c.preferences.newsletter = random.nextBoolean();
        c.preferences.contactHour = random.nextInt(24);
        for (int i = 0; i < addresses; i++) {
            Location l = new Location();
            l.street = (1 + random.nextInt(200)) + " " + NAMES[random.nextInt(NAMES.length)] + "strasse";
            l.city = CITIES[random.nextInt(CITIES.length)];
            l.postcode = String.valueOf(10000 + random.nextInt(90000));
            l.latitude = -90 + 180 * random.nextDouble();
            l.longitude = -180 + 360 * random.nextDouble();
            c.addresses.put("address-" + i, l);
        }
        for (int i = 0; i < friends; i++) {
            c.friends.add(generate(random, friendAddresses, 0, 0));
        }
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Customer c && Objects.equals(firstName, c.firstName)
                && Objects.equals(lastName, c.lastName) && age == c.age && Double.compare(balance, c.balance) == 0
                && Double.compare(debt, c.debt) == 0 && Objects.equals(preferences, c.preferences)
                && Objects.equals(friends, c.friends) && Objects.equals(addresses, c.addresses);
    }

    @Override
    public int hashCode() {
        return Objects.hash(firstName, lastName, age, balance, debt, preferences, friends, addresses);
    }
}
