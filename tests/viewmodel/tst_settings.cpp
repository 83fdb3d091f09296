// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The settings' one home: typed reads that fall back to the key's default when nothing (or a
// value of another type) was kept, and the migration of renamed keys, which keeps an older
// Tally's choices, lets a value already under the new key win, and can run again harmlessly.

#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/viewmodel/settings/SettingsMigration.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace tally;

class SettingsTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString iniPath(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

private slots:
    void readsTheDefaultWhenNothingOrSomethingElseIsKept()
    {
        QSettings stored(iniPath("defaults.ini"), QSettings::IniFormat);
        QCOMPARE(settings::read(stored, settings::shortNames()), true);
        QCOMPARE(settings::read(stored, settings::percentages()), false);
        QCOMPARE(settings::read(stored, settings::viewOption(QStringLiteral("source"), "lines", 3)),
                 3);
        stored.setValue(QStringLiteral("views/source/lines"), QStringLiteral("many"));
        QCOMPARE(settings::read(stored, settings::viewOption(QStringLiteral("source"), "lines", 3)),
                 3);
        settings::write(stored, settings::viewOption(QStringLiteral("source"), "lines", 3), 7);
        QCOMPARE(settings::read(stored, settings::viewOption(QStringLiteral("source"), "lines", 3)),
                 7);
    }

    void keysOfOneEventSetAreApartFromAnother()
    {
        const QString ir = settings::eventSetId({QStringLiteral("Ir")});
        const QString irDr = settings::eventSetId({QStringLiteral("Ir"), QStringLiteral("Dr")});
        QCOMPARE(ir.size(), 16);
        QVERIFY(ir != irDr);
        QVERIFY(settings::primaryEvent(ir).path != settings::primaryEvent(irDr).path);
        QVERIFY(settings::primaryEvent(ir).path != settings::secondaryEvent(ir).path);
    }

    void renamedKeysKeepTheUsersChoices()
    {
        const QString path = iniPath("old.ini");
        {
            // What Tally kept before its keys were gathered in one place.
            QSettings old(path, QSettings::IniFormat);
            old.setValue(QStringLiteral("view/percentages"), true);
            old.setValue(QStringLiteral("view/shortNames"), false);
            old.setValue(QStringLiteral("view/theme"), QStringLiteral("dark"));
            old.setValue(QStringLiteral("lastDirectory"), QStringLiteral("/home/me/runs"));
            old.setValue(QStringLiteral("recentFiles"), QStringList{QStringLiteral("/a/b.out")});
            old.setValue(QStringLiteral("siblings/policy"), QStringLiteral("all"));
            old.setValue(QStringLiteral("flat/header"), QByteArray("header"));
            old.setValue(QStringLiteral("callgraph/callerDepth"), 4);
            old.setValue(QStringLiteral("callmap/split"), QStringLiteral("vertical"));
            old.setValue(QStringLiteral("callermap/depth"), 5);
            old.setValue(QStringLiteral("source/contextLines"), 9);
            old.setValue(QStringLiteral("assembly/intelSyntax"), true);
            old.setValue(QStringLiteral("window/split"), QByteArray("split"));
        }
        QSettings stored(path, QSettings::IniFormat);
        settings::migrate(stored);

        QCOMPARE(settings::read(stored, settings::percentages()), true);
        QCOMPARE(settings::read(stored, settings::shortNames()), false);
        QCOMPARE(settings::read(stored, settings::theme()), QStringLiteral("dark"));
        QCOMPARE(settings::read(stored, settings::lastDirectory()),
                 QStringLiteral("/home/me/runs"));
        QCOMPARE(settings::read(stored, settings::recentFiles()),
                 QStringList{QStringLiteral("/a/b.out")});
        QCOMPARE(settings::read(stored, settings::siblingsPolicy()), QStringLiteral("all"));
        QCOMPARE(settings::read(stored, settings::workspaceSplit()), QByteArray("split"));
        const auto option = [&](const char* view, const char* name) {
            return stored.value(
                QStringLiteral("views/%1/%2").arg(QLatin1String(view), QLatin1String(name)));
        };
        QCOMPARE(option("flat", "header").toByteArray(), QByteArray("header"));
        QCOMPARE(option("callgraph", "callerDepth").toInt(), 4);
        QCOMPARE(option("callmap", "split").toString(), QStringLiteral("vertical"));
        QCOMPARE(option("callermap", "depth").toInt(), 5);
        QCOMPARE(option("source", "contextLines").toInt(), 9);
        QCOMPARE(option("assembly", "intelSyntax").toBool(), true);

        // Nothing is left under the old keys, so a later rename cannot bring them back.
        for (const char* old :
             {"view/percentages", "view/theme", "lastDirectory", "recentFiles", "siblings/policy",
              "flat/header", "callgraph/callerDepth", "callmap/split", "callermap/depth",
              "source/contextLines", "assembly/intelSyntax"})
            QVERIFY2(!stored.contains(QLatin1String(old)), old);
    }

    void aValueUnderTheNewKeyWinsAndMigratingAgainChangesNothing()
    {
        QSettings stored(iniPath("both.ini"), QSettings::IniFormat);
        stored.setValue(QStringLiteral("view/theme"), QStringLiteral("dark"));
        settings::write(stored, settings::theme(), QStringLiteral("light"));
        stored.setValue(QStringLiteral("callgraph/calleeDepth"), 2);
        stored.setValue(QStringLiteral("views/callgraph/calleeDepth"), 6);

        settings::migrate(stored);
        QCOMPARE(settings::read(stored, settings::theme()), QStringLiteral("light"));
        QCOMPARE(stored.value(QStringLiteral("views/callgraph/calleeDepth")).toInt(), 6);
        QVERIFY(!stored.contains(QStringLiteral("view/theme")));
        QVERIFY(!stored.contains(QStringLiteral("callgraph/calleeDepth")));

        const QStringList keys = stored.allKeys();
        settings::migrate(stored);
        QCOMPARE(stored.allKeys(), keys);
        QCOMPARE(settings::read(stored, settings::theme()), QStringLiteral("light"));
    }
};

QTEST_GUILESS_MAIN(SettingsTest)
#include "tst_settings.moc"
