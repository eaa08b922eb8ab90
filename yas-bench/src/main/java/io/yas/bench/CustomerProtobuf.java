package io.yas.bench;

import io.yas.bench.proto.CustomerProto;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@link Customer} ↔ the protobuf messages of {@code customer.proto}. */
final class CustomerProtobuf extends ProtobufCodec<Customer, CustomerProto.Customer> {
    CustomerProtobuf() {
        super(CustomerProto.Customer.parser());
    }

    @Override
    CustomerProto.Customer toMessage(Customer c) {
        CustomerProto.Customer.Builder b = CustomerProto.Customer.newBuilder()
                .setFirstName(c.firstName).setLastName(c.lastName).setAge(c.age)
                .setBalance(c.balance).setDebt(c.debt);
        Customer.Preferences p = c.preferences;
        b.setPreferences(CustomerProto.Preferences.newBuilder().setLanguage(p.language).setCurrency(p.currency)
                .setNewsletter(p.newsletter).setContactHour(p.contactHour));
        for (Customer friend : c.friends) {
            b.addFriends(toMessage(friend));
        }
        for (Map.Entry<String, Customer.Location> e : c.addresses.entrySet()) {
            Customer.Location l = e.getValue();
            b.putAddresses(e.getKey(), CustomerProto.Location.newBuilder().setStreet(l.street).setCity(l.city)
                    .setPostcode(l.postcode).setLatitude(l.latitude).setLongitude(l.longitude).build());
        }
        return b.build();
    }

    @Override
    Customer fromMessage(CustomerProto.Customer m) {
        Customer c = new Customer();
        c.firstName = m.getFirstName();
        c.lastName = m.getLastName();
        c.age = m.getAge();
        c.balance = m.getBalance();
        c.debt = m.getDebt();
        CustomerProto.Preferences mp = m.getPreferences();
        Customer.Preferences p = new Customer.Preferences();
        p.language = mp.getLanguage();
        p.currency = mp.getCurrency();
        p.newsletter = mp.getNewsletter();
        p.contactHour = mp.getContactHour();
        c.preferences = p;
        for (CustomerProto.Customer friend : m.getFriendsList()) {
            c.friends.add(fromMessage(friend));
        }
        Map<String, Customer.Location> addresses = new LinkedHashMap<>();
        for (Map.Entry<String, CustomerProto.Location> e : m.getAddressesMap().entrySet()) {
            CustomerProto.Location ml = e.getValue();
            Customer.Location l = new Customer.Location();
            l.street = ml.getStreet();
            l.city = ml.getCity();
            l.postcode = ml.getPostcode();
            l.latitude = ml.getLatitude();
            l.longitude = ml.getLongitude();
            addresses.put(e.getKey(), l);
        }
        c.addresses = addresses;
        return c;
    }
}
