package io.yas.bench;

import com.google.flatbuffers.FlexBuffers;
import com.google.flatbuffers.FlexBuffersBuilder;

import java.util.Map;

/** {@link Customer} as nested FlexBuffers maps: friends a vector of maps, addresses a map of maps. */
final class CustomerFlexBuffers extends FlexBuffersCodec<Customer> {
    @Override
    void write(FlexBuffersBuilder b, Customer c) {
        b.putString("firstName", c.firstName);
        b.putString("lastName", c.lastName);
        b.putInt("age", c.age);
        b.putFloat("balance", c.balance);
        b.putFloat("debt", c.debt);
        int preferences = b.startMap();
        b.putString("language", c.preferences.language);
        b.putString("currency", c.preferences.currency);
        b.putBoolean("newsletter", c.preferences.newsletter);
        b.putInt("contactHour", c.preferences.contactHour);
        b.endMap("preferences", preferences);
        int friends = b.startVector();
        for (Customer friend : c.friends) {
            int map = b.startMap();
            write(b, friend);
            b.endMap(null, map);
        }
        b.endVector("friends", friends, false, false);
        int addresses = b.startMap();
        for (Map.Entry<String, Customer.Location> e : c.addresses.entrySet()) {
            Customer.Location l = e.getValue();
            int location = b.startMap();
            b.putString("street", l.street);
            b.putString("city", l.city);
            b.putString("postcode", l.postcode);
            b.putFloat("latitude", l.latitude);
            b.putFloat("longitude", l.longitude);
            b.endMap(e.getKey(), location);
        }
        b.endMap("addresses", addresses);
    }

    @Override
    Customer read(FlexBuffers.Map m) {
        Customer c = new Customer();
        c.firstName = m.get("firstName").asString();
        c.lastName = m.get("lastName").asString();
        c.age = m.get("age").asInt();
        c.balance = m.get("balance").asFloat();
        c.debt = m.get("debt").asFloat();
        FlexBuffers.Map mp = m.get("preferences").asMap();
        c.preferences = new Customer.Preferences();
        c.preferences.language = mp.get("language").asString();
        c.preferences.currency = mp.get("currency").asString();
        c.preferences.newsletter = mp.get("newsletter").asBoolean();
        c.preferences.contactHour = mp.get("contactHour").asInt();
        FlexBuffers.Vector friends = m.get("friends").asVector();
        for (int i = 0; i < friends.size(); i++) {
            c.friends.add(read(friends.get(i).asMap()));
        }
        FlexBuffers.Map addresses = m.get("addresses").asMap();
        FlexBuffers.KeyVector keys = addresses.keys();
        for (int i = 0; i < addresses.size(); i++) {
            FlexBuffers.Map ml = addresses.get(i).asMap();
            Customer.Location l = new Customer.Location();
            l.street = ml.get("street").asString();
            l.city = ml.get("city").asString();
            l.postcode = ml.get("postcode").asString();
            l.latitude = ml.get("latitude").asFloat();
            l.longitude = ml.get("longitude").asFloat();
            c.addresses.put(keys.get(i).toString(), l);
        }
        return c;
    }
}
