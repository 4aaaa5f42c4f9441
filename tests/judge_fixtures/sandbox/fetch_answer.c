/* Hostile fixture, the twin of fetch_answer.py: asks a server on 127.0.0.1 for the answer. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void) {
    int port = 0;
    if (scanf("%d", &port) != 1) return 1;
    struct sockaddr_in server;
    memset(&server, 0, sizeof server);
    server.sin_family = AF_INET;
    server.sin_port = htons((unsigned short)port);
    server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int connection = socket(AF_INET, SOCK_STREAM, 0);
    if (connection < 0 || connect(connection, (struct sockaddr *)&server, sizeof server) < 0) {
        printf("offline: %s\n", strerror(errno));
        return 0;
    }
    write(connection, "leak\n", 5);
    char answer[256];
    ssize_t got = read(connection, answer, sizeof answer - 1);
    answer[got > 0 ? got : 0] = 0;
    fputs(answer, stdout);
    close(connection);
    return 0;
}
