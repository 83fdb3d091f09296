// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The window's exports (the call graph as SVG, PNG and DOT; the charts as SVG and PNG; the flame
// graph as SVG and folded stacks), each made
// to fail in each way a save can fail as root: false with a message naming the file and the
// reason, the file as it was and no temporary beside it; and through the Export dialogs, the
// message box that tells the user.

#include "tests/support/SaveFailures.h"
#include "tests/support/TestSupport.h"
#include "ui/widgets/common/ChartSupport.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/flame/FlameCanvas.h"
#include "ui/widgets/views/flame/FlameGraphView.h"

#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTimer>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

using namespace tally;
using namespace tally::test;

namespace {

// Runs `save` under the file size limit when `failure` asks for it.
template <typename Save>
bool saveFailing(SaveFailure failure, Save save)
{
    std::unique_ptr<FileSizeLimit> limit;
    if (failure == SaveFailure::FileSizeLimit)
        limit = std::make_unique<FileSizeLimit>();
    return save();
}

// Answers the modal dialogs that `open` brings up: the file dialog with `path`, and a message
// box (the failure) by recording its text. Returns the message box's text.
QString answerDialogs(const QString& path, const std::function<void()>& open)
{
    QString message;
    QTimer answerer;
    answerer.setInterval(20);
    QObject::connect(&answerer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
            dialog->setOption(QFileDialog::DontConfirmOverwrite); // the link is there
            dialog->setDirectory(QFileInfo(path).path());
            // selectFile() leaves the name field alone while it has the focus.
            if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(QFileInfo(path).fileName());
            if (dialog->selectedFiles() != QStringList{path}) {
                dialog->reject(); // never write anywhere else
                return;
            }
            static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept: protected
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            message = box->text();
            box->accept();
        }
    });
    answerer.start();
    open();
    return message;
}

} // namespace

class ExportFailuresTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<CallGraphView> m_graph;
    std::unique_ptr<QChartView> m_chart;
    std::unique_ptr<FlameGraphView> m_flame;

    bool exportTo(const QString& what, const QString& path, QString* error)
    {
        if (what == QLatin1String("graph"))
            return m_graph->exportTo(path, error);
        if (what == QLatin1String("flame"))
            return m_flame->exportTo(path, error);
        return chartsupport::exportChart(m_chart.get(), path, error);
    }

private slots:
    void initTestCase()
    {
        const auto result = loadedFiles({QStringLiteral(TALLY_SAMPLE)});
        m_profile = result.profile;
        m_session = std::make_unique<Session>();
        m_session->setProfile(m_profile);
        m_graph = std::make_unique<CallGraphView>(*m_session);
        m_graph->resize(900, 600);
        QSignalSpy shown(m_graph.get(), &CallGraphView::graphShown);
        m_graph->show();
        m_session->setActiveFunction(*findFunction(*m_profile, QStringLiteral("main")));
        QVERIFY(shown.wait(20000));
        QVERIFY(m_graph->scene()->result() && m_graph->scene()->result()->layout.ok);

        auto* chart = new QChart;
        auto* set = new QBarSet(QStringLiteral("Ir"));
        *set << 1 << 2 << 3;
        auto* series = new QBarSeries;
        series->append(set);
        chart->addSeries(series);
        m_chart = std::make_unique<QChartView>(chart);
        m_chart->resize(400, 300);
        m_chart->show();

        m_flame = std::make_unique<FlameGraphView>(*m_session);
        m_flame->resize(600, 400);
        m_flame->show();
        QTRY_VERIFY_WITH_TIMEOUT(m_flame->canvas()->scene(), 20000);
    }

    void cleanupTestCase()
    {
        m_flame.reset();
        m_chart.reset();
        m_graph.reset();
        m_session.reset();
    }

    void exports_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<SaveFailure>("failure");
        const std::pair<const char*, const char*> exports[] = {
            {"graph", "graph.svg"},   {"graph", "graph.png"}, {"graph", "graph.dot"},
            {"chart", "chart.svg"},   {"chart", "chart.png"}, {"flame", "flame.svg"},
            {"flame", "flame.folded"}};
        for (const auto& [what, fileName] : exports) {
            for (const SaveFailure failure : kSaveFailures) {
                QTest::addRow("%s, %s", fileName, saveFailureName(failure))
                    << QString::fromLatin1(what) << QString::fromLatin1(fileName) << failure;
            }
        }
    }

    void exports()
    {
        QFETCH(QString, what);
        QFETCH(QString, fileName);
        QFETCH(SaveFailure, failure);
        const FailingDestination destination(failure, fileName);
        if (!destination.isAvailable())
            QSKIP("the platform cannot fail this way");
        QString error;
        const bool ok =
            saveFailing(failure, [&] { return exportTo(what, destination.path(), &error); });
        QVERIFY(!ok);
        QVERIFY2(error.startsWith(QLatin1String("cannot write ")), qPrintable(error));
        destination.verifyMessage(error);
        destination.verifyUntouched();

        // The same export succeeds where nothing is in the way.
        QTemporaryDir dir;
        const QString good = dir.filePath(fileName);
        const bool written = exportTo(what, good, &error);
        QVERIFY2(written, qPrintable(error));
        QVERIFY(QFileInfo(good).size() > 100);
    }

    void dialogsShowTheFailure_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("call graph") << QStringLiteral("graph");
        QTest::newRow("chart") << QStringLiteral("chart");
        QTest::newRow("flame graph") << QStringLiteral("flame");
    }

    void dialogsShowTheFailure()
    {
        QFETCH(QString, what);
        // A full device: the file dialog selects no file in a folder that does not exist, and
        // goes into a folder in the way.
        const FailingDestination destination(
            SaveFailure::FullDevice, QStringLiteral("exported-") + what + QStringLiteral(".png"));
        if (!destination.isAvailable())
            QSKIP("no /dev/full");
        const QString message = answerDialogs(destination.path(), [&] {
            if (what == QLatin1String("graph"))
                m_graph->exportWithDialog();
            else if (what == QLatin1String("flame"))
                m_flame->exportWithDialog();
            else
                chartsupport::exportWithDialog(m_chart.get(), QStringLiteral("chart.png"),
                                               m_chart.get());
        });
        QVERIFY2(!message.isEmpty(), "no message box");
        destination.verifyMessage(message);
        destination.verifyUntouched();
    }
};

QTEST_MAIN(ExportFailuresTest)
#include "tst_exportfailures.moc"
